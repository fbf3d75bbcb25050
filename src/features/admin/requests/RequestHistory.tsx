import { Trans } from '@lingui/react/macro';
import { halalasToRiyals } from '../../../../machines/domain/halalas.ts';
import type { RequestPaid } from '../../../../machines/domain/request-events.ts';
import type { EventLog, HistoryEntry } from '../../../eventlog/event-log.ts';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import { PaymentReference } from '../PaymentReference.tsx';
import { StreamHistory } from '../StreamHistory.tsx';
import * as styles from './requests.css.ts';

/** What a request's history line adds: the price offered, or the amount paid and its reference. */
function requestDetail(entry: HistoryEntry) {
  const data = entry.data as { priceHalalas?: unknown };
  if (entry.type === 'request.offerMade' && typeof data.priceHalalas === 'number') {
    return (
      <>
        {' '}
        <RiyalAmount value={halalasToRiyals(data.priceHalalas)} />
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
