import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { technicianRows, type TechnicianRow } from '../../../../machines/projections/technicians.ts';
import { useLocale } from '../../../app/use-locale.ts';
import { useLogSelector } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { serviceList } from '../../services/service-names.ts';
import { useProposal } from '../use-proposal.ts';
import { backOnVisitsDraft, takenOffVisitsDraft } from './technician-drafts.ts';
import { TechnicianForm } from './TechnicianForm.tsx';
import * as styles from './settings.css.ts';

const said = { takenOff: msg`Technician taken off visits`, backOn: msg`Technician back on visits` };
const selectStreams = (log: EventLog) => log.streams();

/** The company's technicians (issue 26): each with their services and whether they take visits; one more added below. */
export function TechniciansSection({ log }: { log: EventLog | null }) {
  const streams = useLogSelector(log, selectStreams, null);
  const rows = useMemo(() => (streams ? technicianRows(streams) : []), [streams]);
  return (
    <section className={styles.form} aria-labelledby="technicians-title">
      <h3 id="technicians-title" className={styles.sectionTitle}>
        <Trans>Technicians</Trans>
      </h3>
      {rows.length === 0 ? (
        <p className={styles.note}>
          <Trans>No technicians yet.</Trans>
        </p>
      ) : (
        <ul className={styles.offerList}>
          {rows.map((row) => (
            <TechnicianItem key={row.stream} row={row} log={log} />
          ))}
        </ul>
      )}
      <TechnicianForm technician={null} log={log} />
    </section>
  );
}

function TechnicianItem({ row, log }: { row: TechnicianRow; log: EventLog | null }) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const { propose, sending } = useProposal(log);
  const [editing, setEditing] = useState(false);
  return (
    <li className={styles.offer} data-testid="technician">
      <div className={styles.technician}>
        {row.photoId ? <img className={styles.thumbnail} src={`/api/uploads/${row.photoId}`} alt="" /> : null}
        <span className={styles.offerTitle}>
          <bdi>{row.name[locale]}</bdi>
        </span>
        <span dir="ltr">{row.mobile}</span>
        {row.active ? null : (
          <span className={styles.endedBadge}>
            <Trans>Off visits</Trans>
          </span>
        )}
      </div>
      <span className={styles.note}>{serviceList(row.services, i18n)}</span>
      <div className={styles.actions}>
        <Button tone="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          <Trans>Edit</Trans>
        </Button>
        {row.active ? (
          <Button tone="danger" disabled={sending} onClick={() => void propose(takenOffVisitsDraft(row.stream), said.takenOff)}>
            <Trans>Take off visits</Trans>
          </Button>
        ) : (
          <Button tone="secondary" disabled={sending} onClick={() => void propose(backOnVisitsDraft(row.stream), said.backOn)}>
            <Trans>Back on visits</Trans>
          </Button>
        )}
      </div>
      {editing ? <TechnicianForm key={JSON.stringify(row)} technician={row} log={log} onSaved={() => setEditing(false)} /> : null}
    </li>
  );
}
