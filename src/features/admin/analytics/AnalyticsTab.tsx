import { Trans } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
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
import { ReviewsSection } from './ReviewsSection.tsx';
import { useAnalytics } from './use-analytics.ts';
import * as styles from './analytics.css.ts';

// The Analytics tab (loaded lazily, with its chart library): for a range of Riyadh days (the
// last 30 until the admin picks others, then those of the URL), the offer acceptance rate and
// revenue, charts of requests, revenue and active plans, each with its figures as a table; and
// the spreadsheets.
export function AnalyticsTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const now = new Date(useNow(60_000)).toISOString();
  const today = riyadhDateAt(now);
  const { from, to } = useSearch({ from: '/admin/dashboard' });
  const navigate = useNavigate({ from: '/admin/dashboard' });
  // What the admin is typing (a date field is empty mid-way); a range that can be shown goes to the URL.
  const [typed, setTyped] = useState<DayRange | null>(null);
  const range = typed ?? (from && to ? { from, to } : lastDays(today));
  const problem = rangeProblem(range);
  const figures = useAnalytics(log, problem ? null : range);
  const choose = (chosen: DayRange) => {
    setTyped(chosen);
    if (!rangeProblem(chosen)) void navigate({ search: { tab: 'analytics', ...chosen }, replace: true });
  };

  return (
    <div className={styles.tab}>
      <section className={styles.section} aria-labelledby="analytics-title">
        <h2 id="analytics-title" className={visuallyHidden}>
          <Trans>Analytics</Trans>
        </h2>
        <RangeForm range={range} problem={problem} onChange={choose} />
        {figures ? (
          <>
            <HeadlineFigures figures={figures} />
            <AnalyticsCharts figures={figures} />
            <ReviewsSection log={log} range={range} />
          </>
        ) : null}
      </section>
      {log ? <CsvExports log={log} at={now} today={today} range={problem ? null : range} /> : null}
    </div>
  );
}
