import { Trans } from '@lingui/react/macro';
import { halalasToRiyals } from '../../../../machines/domain/halalas.ts';
import type { ChargeRefunded } from '../../../../machines/domain/charge-refunds.ts';
import type { RequestOfferMade, RequestPaid, RequestVisitCancelled } from '../../../../machines/domain/request-events.ts';
import type { EventLog, HistoryEntry } from '../../../eventlog/event-log.ts';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import { PaymentReference } from '../PaymentReference.tsx';
import { StreamHistory } from '../StreamHistory.tsx';
import * as styles from './requests.css.ts';

/** The amount a history line names beside its label: the price offered, or a charge given back. */
function amountNamed(entry: HistoryEntry): number | null {
  if (entry.type === 'request.offerMade') return (entry.data as RequestOfferMade).priceHalalas;
  if (entry.type === 'request.chargeRefunded' || entry.type === 'request.chargeRefundFailed') return (entry.data as ChargeRefunded).amountHalalas;
  return null;
}

/** What a request's history line adds: an amount, the fee a cancelled visit kept, or the amount paid and its reference. */
function requestDetail(entry: HistoryEntry) {
  const amount = amountNamed(entry);
  if (typeof amount === 'number') {
    return (
      <>
        {' '}
        <RiyalAmount value={halalasToRiyals(amount)} />
      </>
    );
  }
  if (entry.type === 'request.visitCancelled') {
    const { feeHalalas } = entry.data as RequestVisitCancelled;
    const fee = <RiyalAmount value={halalasToRiyals(feeHalalas)} />;
    return (
      <>
        {' '}
        <Trans>(fee {fee})</Trans>
      </>
    );
  }
  if (entry.type !== 'request.paid') return null;
  const payment = entry.data as RequestPaid;
  return (
    <>
      {' '}
      <RiyalAmount value={halalasToRiyals(payment.amountHalalas)} />
      {' · '}
      <PaymentReference payment={payment} />
    </>
  );
}

/** The request's stream as an audit trail. */
export function RequestHistory({ stream, log }: { stream: string; log: EventLog | null }) {
  return (
    <StreamHistory
      stream={stream}
      log={log}
      className={styles.section}
      detail={requestDetail}
      heading={(id) => (
        <h3 id={id} className={styles.sectionTitle}>
          <Trans>History</Trans>
        </h3>
      )}
    />
  );
}
