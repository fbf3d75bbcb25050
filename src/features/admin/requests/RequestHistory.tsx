import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLogSelector } from '../../../app/use-event-log.ts';
import type { EventLog, HistoryEntry } from '../../../eventlog/event-log.ts';
import { halalasToRiyals } from '../../../../machines/domain/halalas.ts';
import { RiyalAmount } from '../../../ui/RiyalAmount.tsx';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { eventName, roleNames } from './request-words.ts';
import * as styles from './requests.css.ts';

const noHistory: readonly HistoryEntry[] = [];

const offeredPrice = (entry: HistoryEntry): number | null => {
  const data = entry.data as { priceHalalas?: unknown };
  return entry.type === 'request.offerMade' && typeof data.priceHalalas === 'number' ? data.priceHalalas : null;
};

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
          const price = offeredPrice(entry);
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
