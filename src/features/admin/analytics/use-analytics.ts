// The figures the Analytics tab shows for a range of days, read from the admin's log and
// worked out again whenever the log changes (a new booking, an answer, a payment).
import { useMemo } from 'react';
import { analytics, type Analytics } from '../../../../machines/projections/analytics.ts';
import type { DayRange } from '../../../../machines/projections/analytics-range.ts';
import { useLogSelector } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';

const nothing = () => null;

/** null until the admin's log is open, or while the range is refused. */
export function useAnalytics(log: EventLog | null, range: DayRange | null): Analytics | null {
  const from = range?.from;
  const to = range?.to;
  const select = useMemo(
    () => (from && to ? (source: EventLog) => analytics(source, { from, to }) : nothing),
    [from, to],
  );
  return useLogSelector(log, select, null);
}
