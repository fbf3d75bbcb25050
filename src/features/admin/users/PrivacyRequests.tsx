import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { PrivacyRequestRow } from '../../../../machines/projections/privacy-requests.ts';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { CustomerName } from '../../../ui/CustomerName.tsx';
import * as styles from './users.css.ts';

// The register of privacy requests (PDPL, docs/decisions.md 34) under the Users tab: who asked
// for their data or for their account to be deleted, when, by when it must be answered, and when it was.
const kindNames = {
  access: msg`Access to their data`,
  deletion: msg`Deletion of their account`,
};

export function PrivacyRequests({ rows }: { rows: readonly PrivacyRequestRow[] }) {
  const { i18n } = useLingui();
  const moment = (at: string) => <time dateTime={at}>{formatBusinessMoment(at, i18n.locale)}</time>;
  return (
    <section className={styles.section} aria-labelledby="privacy-requests-title" data-testid="privacy-requests">
      <h3 id="privacy-requests-title" className={styles.sectionTitle}>
        <Trans>Privacy requests</Trans>
      </h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No customer has asked for their data or for their account to be deleted.</Trans>
        </p>
      ) : (
        <table className={styles.register}>
          <thead>
            <tr>
              <th className={styles.registerCell} scope="col"><Trans>Customer</Trans></th>
              <th className={styles.registerCell} scope="col"><Trans>Request</Trans></th>
              <th className={styles.registerCell} scope="col"><Trans>Received</Trans></th>
              <th className={styles.registerCell} scope="col"><Trans>Answer due by</Trans></th>
              <th className={styles.registerCell} scope="col"><Trans>Answered</Trans></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.userId}-${row.kind}-${row.receivedAt}`} data-kind={row.kind}>
                <td className={styles.registerCell}><CustomerName name={row.customerName} /></td>
                <td className={styles.registerCell}>{i18n._(kindNames[row.kind])}</td>
                <td className={styles.registerCell}>{moment(row.receivedAt)}</td>
                <td className={styles.registerCell}>{moment(row.answerDueAt)}</td>
                <td className={styles.registerCell}>{row.answeredAt ? moment(row.answeredAt) : <Trans>Not yet</Trans>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
