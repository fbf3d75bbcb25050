import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { riyadhDateAt } from '../../../../machines/domain/riyadh-calendar.ts';
import { technicianVisitsOn, type TechnicianDay } from '../../../../machines/projections/technician-visits.ts';
import { formatBusinessDate, formatTimeOfDay } from '../../../app/business-dates.ts';
import { useNow } from '../../../app/clock.ts';
import { useLogSelector } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { serviceList } from '../../services/service-names.ts';
import { StatusBadge } from './StatusBadge.tsx';
import * as styles from './requests.css.ts';
import { CustomerName } from '../../../ui/CustomerName.tsx';

const selectStreams = (log: EventLog) => log.streams();
const noStreams: ReturnType<EventLog['streams']> = new Map();

// "Visits by technician": the day chosen (today in Riyadh at first), each technician's arrival
// windows that day in time order, and the request each is for.
export function TechnicianVisits({ log }: { log: EventLog | null }) {
  const { i18n } = useLingui();
  const today = riyadhDateAt(new Date(useNow(60_000)).toISOString());
  const [chosen, setChosen] = useState('');
  const day = chosen || today;
  const streams = useLogSelector(log, selectStreams, noStreams);
  const technicians: TechnicianDay[] = technicianVisitsOn(streams, day);
  const anyVisit = technicians.some((technician) => technician.visits.length > 0);

  return (
    <section className={styles.section} aria-labelledby="technician-visits-title" data-testid="technician-visits">
      <h2 id="technician-visits-title" className={styles.sectionTitle}>
        <Trans>Visits by technician</Trans>
      </h2>
      <DateField label={<Trans>Day</Trans>} value={day} onDay={(typed) => setChosen(typed)} />
      {!anyVisit ? (
        <p className={styles.empty}>
          <Trans>No visits on {formatBusinessDate(day, i18n.locale, 'medium')}.</Trans>
        </p>
      ) : null}
      {anyVisit
        ? technicians.map((technician) => (
            <div key={technician.technicianId} className={styles.summary} data-testid="technician-day">
              <h3 className={styles.services}>{i18n.locale === 'ar' ? technician.name.ar : technician.name.en}</h3>
              {technician.visits.length === 0 ? (
                <p className={styles.meta}>
                  <Trans>No visits this day.</Trans>
                </p>
              ) : (
                <ol className={styles.list}>
                  {technician.visits.map((visit) => (
                    <li key={visit.requestId} className={styles.card}>
                      <p className={styles.meta}>
                        <bdi>{formatTimeOfDay(visit.from, i18n.locale)}</bdi> – <bdi>{formatTimeOfDay(visit.to, i18n.locale)}</bdi>
                        {' · '}
                        {visit.orderNumber !== null ? (
                          <Trans>
                            Order <span dir="ltr">#{visit.orderNumber}</span>
                          </Trans>
                        ) : (
                          <Trans>
                            Request <span dir="ltr">#{visit.number}</span>
                          </Trans>
                        )}
                      </p>
                      <p className={styles.services}>
                        {visit.customerName ? <CustomerName name={visit.customerName} /> : <Trans>Unknown customer</Trans>} · {serviceList(visit.services, i18n)}
                      </p>
                      {visit.badge ? <StatusBadge badge={visit.badge} /> : null}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          ))
        : null}
    </section>
  );
}
