import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLogSelector } from '../../../app/use-event-log.ts';
import type { EventLog, HistoryEntry } from '../../../eventlog/event-log.ts';
import { halalasToRiyals } from '../../../../machines/domain/halalas.ts';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import type { RequestPaid } from '../../../../machines/domain/request-events.ts';
import { PaymentReference } from './PaymentReference.tsx';
import { eventName, roleNames } from './request-words.ts';
import * as styles from './requests.css.ts';

const noHistory: readonly HistoryEntry[] = [];

/** The sum an entry names: the price offered, or the amount paid. */
const entryAmount = (entry: HistoryEntry): number | null => {
  const data = entry.data as { priceHalalas?: unknown; amountHalalas?: unknown };
  if (entry.type === 'request.offerMade' && typeof data.priceHalalas === 'number') return data.priceHalalas;
  if (entry.type === 'request.paid' && typeof data.amountHalalas === 'number') return data.amountHalalas;
  return null;
};

const paymentOf = (entry: HistoryEntry): RequestPaid | null => (entry.type === 'request.paid' ? (entry.data as RequestPaid) : null);

/** The request's stream as an audit trail: what happened, when (Riyadh time), by which role. */
export function RequestHistory({ stream, log }: { stream: string; log: EventLog | null }) {
  const { i18n } = useLingui();
  const select = useMemo(() => (from: EventLog) => from.history(stream), [stream]);
  const entries = useLogSelector(log, select, noHistory);
  return (
    <section className={styles.section} aria-labelledby="history-title">
      <h3 id="history-title" className={styles.sectionTitle}>
        <Trans>History</Trans>
      </h3>
      <ol className={styles.history}>
        {entries.map((entry) => {
          const price = entryAmount(entry);
          const payment = paymentOf(entry);
          const role = i18n._(roleNames[entry.actor.role]);
          return (
            <li key={entry.id} className={styles.historyEntry}>
              <span className={styles.historyWhat}>
                {i18n._(eventName(entry.type))}
                {price !== null ? (
                  <>
                    {' '}
                    <RiyalAmount value={halalasToRiyals(price)} />
                  </>
                ) : null}
                {payment ? (
                  <>
                    {' · '}
                    <PaymentReference payment={payment} />
                  </>
                ) : null}
              </span>
              <span className={styles.meta}>
                {entry.pending ? (
                  <Trans>Sending…</Trans>
                ) : (
                  <time dateTime={entry.at}>{formatBusinessMoment(entry.at, i18n.locale)}</time>
                )}
                {' · '}
                <Trans>by {role}</Trans>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
