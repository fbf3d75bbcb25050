import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { formatBusinessMoment } from '../../app/business-dates.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import type { EventLog, HistoryEntry } from '../../eventlog/event-log.ts';
import { eventLabel, roleNames } from './event-words.ts';
import * as styles from './stream-history.css.ts';

const noHistory: readonly HistoryEntry[] = [];

interface StreamHistoryProps {
  stream: string;
  log: EventLog | null;
  /** The section's heading, at the level its page needs. */
  heading: (id: string) => ReactNode;
  /** What an entry adds to its event's name (an amount, a reason), if anything. */
  detail?: (entry: HistoryEntry) => ReactNode;
  className?: string;
}

/** One stream of the log as an audit trail: what happened, when (Riyadh time), by which role. */
export function StreamHistory({ stream, log, heading, detail, className }: StreamHistoryProps) {
  const { i18n } = useLingui();
  const select = useMemo(() => (from: EventLog) => from.history(stream), [stream]);
  const entries = useLogSelector(log, select, noHistory);
  const titleId = `history-${stream}`;
  return (
    <section className={className} aria-labelledby={titleId}>
      {heading(titleId)}
      <ol className={styles.history}>
        {entries.map((entry) => {
          const role = i18n._(roleNames[entry.actor.role]);
          return (
            <li key={entry.id} className={styles.entry}>
              <span className={styles.what}>
                {i18n._(eventLabel(entry.type))}
                {detail?.(entry)}
              </span>
              <span className={styles.meta}>
                {entry.pending ? <Trans>Sending…</Trans> : <time dateTime={entry.at}>{formatBusinessMoment(entry.at, i18n.locale)}</time>}
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
