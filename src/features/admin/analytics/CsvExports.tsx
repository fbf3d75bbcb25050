import { Trans, useLingui } from '@lingui/react/macro';
import { adminRequestRows } from '../../../../machines/projections/admin-requests.ts';
import { userRows } from '../../../../machines/projections/admin-users.ts';
import { requestsCsv } from '../../../../machines/projections/analytics-requests-csv.ts';
import { usersCsv } from '../../../../machines/projections/analytics-users-csv.ts';
import { downloadCsv } from '../../../app/csv-download.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { requestsCsvWords, usersCsvWords } from './analytics-words.ts';
import * as styles from './analytics.css.ts';

interface CsvExportsProps {
  log: EventLog;
  /** The moment of the download: the users' plans are those in force then. */
  at: string;
  /** Riyadh's date today, in the files' names. */
  today: string;
}

/** Every request and every customer of the log as spreadsheets, in the page's language. */
export function CsvExports({ log, at, today }: CsvExportsProps) {
  const { i18n } = useLingui();
  const downloadRequests = () => downloadCsv(requestsCsv(adminRequestRows(log.streams()), requestsCsvWords(i18n)), `requests-${today}`);
  const downloadUsers = () => downloadCsv(usersCsv(userRows(log.streams(), at), usersCsvWords(i18n)), `users-${today}`);
  return (
    <section className={styles.section} aria-labelledby="analytics-exports-title">
      <h2 id="analytics-exports-title" className={styles.sectionTitle}>
        <Trans>Spreadsheets</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>All requests and all customers, whatever the dates above, as CSV files that open in Excel.</Trans>
      </p>
      <div className={styles.exports}>
        <Button tone="secondary" onClick={downloadRequests}>
          <Trans>Download requests (CSV)</Trans>
        </Button>
        <Button tone="secondary" onClick={downloadUsers}>
          <Trans>Download users (CSV)</Trans>
        </Button>
      </div>
    </section>
  );
}
