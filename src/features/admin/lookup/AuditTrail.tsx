import { Trans, useLingui } from '@lingui/react/macro';
import type { TrailEntry, TrailRecord } from '../../../../machines/projections/audit-trail.ts';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { eventLabel, roleNames } from '../event-words.ts';
import * as styles from './lookup.css.ts';

/** Everything that happened to what was found, oldest first: what, when (Riyadh time), by which role, where. */
export function AuditTrail({ entries }: { entries: readonly TrailEntry[] }) {
  const { i18n } = useLingui();
  return (
    <table className={styles.trail}>
      <caption className={styles.trailCaption}>
        <Trans>History</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>What happened</Trans>
          </th>
          <th scope="col">
            <Trans>When</Trans>
          </th>
          <th scope="col">
            <Trans>By</Trans>
          </th>
          <th scope="col">
            <Trans>Record</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="trail-entry">
            <th scope="row">{i18n._(eventLabel(entry.type))}</th>
            <td>
              {entry.pending ? <Trans>Sending…</Trans> : <time dateTime={entry.at}>{formatBusinessMoment(entry.at, i18n.locale)}</time>}
            </td>
            <td>{i18n._(roleNames[entry.role])}</td>
            <td>
              <RecordName record={entry.record} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RecordName({ record }: { record: TrailRecord }) {
  switch (record.kind) {
    case 'account':
      return <Trans>Account</Trans>;
    case 'plan':
      return <Trans>Plan</Trans>;
    case 'generalChat':
      return <Trans>General chat</Trans>;
    case 'settings':
      return <Trans>Settings</Trans>;
    case 'request':
      return (
        <Trans>
          Request <span dir="ltr">#{record.requestNumber}</span>
        </Trans>
      );
    case 'requestChat': {
      const number = record.requestNumber;
      return (
        <Trans>
          Chat on request <span dir="ltr">#{number}</span>
        </Trans>
      );
    }
  }
}
