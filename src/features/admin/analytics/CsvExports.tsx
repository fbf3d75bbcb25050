import { Trans, useLingui } from '@lingui/react/macro';
import { adminRequestRows } from '../../../../machines/projections/admin-requests.ts';
import { userRows } from '../../../../machines/projections/admin-users.ts';
import type { DayRange } from '../../../../machines/projections/analytics-range.ts';
import { requestsCsv, requestsSubmittedIn } from '../../../../machines/projections/analytics-requests-csv.ts';
import { reviewsCsv } from '../../../../machines/projections/analytics-reviews-csv.ts';
import { usersCsv } from '../../../../machines/projections/analytics-users-csv.ts';
import { downloadCsv } from '../../../app/csv-download.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { requestsCsvWords, reviewsCsvWords, usersCsvWords } from './analytics-words.ts';
import * as styles from './analytics.css.ts';

interface CsvExportsProps {
  log: EventLog;
  /** The moment of the download: the users' plans are those in force then. */
  at: string;
  /** Riyadh's date today, in the customers' file name. */
  today: string;
  /** The days chosen above, null while they are refused: the requests submitted on them. */
  range: DayRange | null;
}

/** The requests and reviews of the chosen days and every customer, as spreadsheets in the page's language. */
export function CsvExports({ log, at, today, range }: CsvExportsProps) {
  const { i18n } = useLingui();
  const downloadRequests = range
    ? () => downloadCsv(requestsCsv(requestsSubmittedIn(adminRequestRows(log.streams()), range), requestsCsvWords(i18n)), `requests-${range.from}-to-${range.to}`)
    : undefined;
  const downloadReviews = range
    ? () => downloadCsv(reviewsCsv(adminRequestRows(log.streams()), range, reviewsCsvWords(i18n)), `reviews-${range.from}-to-${range.to}`)
    : undefined;
  const downloadUsers = () => downloadCsv(usersCsv(userRows(log.streams(), at), usersCsvWords(i18n)), `users-${today}`);
  return (
    <section className={styles.section} aria-labelledby="analytics-exports-title">
      <h2 id="analytics-exports-title" className={styles.sectionTitle}>
        <Trans>Spreadsheets</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>The requests submitted and the visits reviewed on the days above, and all customers, as CSV files that open in Excel.</Trans>
      </p>
      <div className={styles.exports}>
        <Button tone="secondary" disabled={!downloadRequests} onClick={downloadRequests}>
          <Trans>Download requests (CSV)</Trans>
        </Button>
        <Button tone="secondary" disabled={!downloadReviews} onClick={downloadReviews}>
          <Trans>Download reviews (CSV)</Trans>
        </Button>
        <Button tone="secondary" onClick={downloadUsers}>
          <Trans>Download users (CSV)</Trans>
        </Button>
      </div>
    </section>
  );
}
