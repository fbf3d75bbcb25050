import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { riyadhDateAt } from '../../../../machines/domain/riyadh-calendar.ts';
import { lastDays, rangeProblem, type DayRange } from '../../../../machines/projections/analytics-range.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { useNow } from '../../../app/clock.ts';
import { useSessionLog } from '../../../app/use-event-log.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import { AnalyticsCharts } from './AnalyticsCharts.tsx';
import { CsvExports } from './CsvExports.tsx';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import { RangeForm } from './RangeForm.tsx';
import { useAnalytics } from './use-analytics.ts';
import * as styles from './analytics.css.ts';

// The Analytics tab (loaded lazily, with its chart library): for a range of Riyadh days (the
// last 30 until the admin picks others), the offer acceptance rate and revenue, charts of
// requests, revenue and active plans, each with its figures as a table; and the spreadsheets.
export function AnalyticsTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const now = new Date(useNow(60_000)).toISOString();
  const today = riyadhDateAt(now);
  // What the admin typed; until then the range follows today.
  const [chosen, setChosen] = useState<DayRange | null>(null);
  const range = chosen ?? lastDays(today);
  const problem = rangeProblem(range);
  const figures = useAnalytics(log, problem ? null : range);

  return (
    <div className={styles.tab}>
      <section className={styles.section} aria-labelledby="analytics-title">
        <h2 id="analytics-title" className={visuallyHidden}>
          <Trans>Analytics</Trans>
        </h2>
        <RangeForm range={range} problem={problem} onChange={setChosen} />
        {figures ? (
          <>
            <HeadlineFigures figures={figures} />
            <AnalyticsCharts figures={figures} />
          </>
        ) : null}
      </section>
      {log ? <CsvExports log={log} at={now} today={today} /> : null}
    </div>
  );
}
