import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import { AppointmentLine } from './AppointmentLine.tsx';
import * as styles from './visit-progress.css.ts';

// Where the visit stands, as its badge says: the appointment, the technician on the way and when
// they expect to arrive, arrived, then what they noted and the photos they took.
export function VisitProgress({ row }: { row: CustomerRequestRow }) {
  const { t } = useLingui();
  const { badge, request } = row;
  const { appointment, onTheWay, completion } = request;
  const awaited = (badge === 'appointed' || badge === 'onTheWay') && appointment;
  if (!awaited && badge !== 'arrived' && badge !== 'completed') return null;
  if (badge === 'completed' && !completion.note && completion.photoIds.length === 0) return null;
  return (
    <div className={styles.progress} data-testid="visit-progress">
      {awaited ? (
        <p className={styles.line} data-testid="visit-appointment">
          <AppointmentLine appointment={appointment} />
        </p>
      ) : null}
      {badge === 'onTheWay' && onTheWay ? (
        <p className={styles.line} data-testid="visit-on-the-way">
          <Trans>
            On the way — expected at <span dir="ltr">{onTheWay.expectedAt}</span>
          </Trans>
        </p>
      ) : null}
      {badge === 'arrived' ? (
        <p className={styles.line} data-testid="visit-arrived">
          <Trans>The technician has arrived</Trans>
        </p>
      ) : null}
      {badge === 'completed' && completion.note ? (
        <p className={styles.note} dir="auto" data-testid="visit-note">
          {completion.note}
        </p>
      ) : null}
      {badge === 'completed' && completion.photoIds.length > 0 ? (
        <ul className={styles.photos} aria-label={t`Photos of the visit`}>
          {completion.photoIds.map((photoId, index) => (
            <li key={photoId}>
              <img className={styles.photo} src={`/api/uploads/${photoId}`} alt={t`Photo ${index + 1} of the visit`} data-testid="visit-photo" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
