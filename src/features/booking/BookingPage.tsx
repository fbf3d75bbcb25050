import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ServiceId } from '../../../machines/domain/constants.ts';
import type { BookingStart } from '../../app/booking-start.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { button } from '../../ui/button.css.ts';
import { serviceNames, isServiceId } from '../services/service-names.ts';
import { BookingForm } from './BookingForm.tsx';
import * as styles from './booking.css.ts';

// `/book/{serviceId}`: the booking of one service, or 'Service not found' for an unknown id.
export function BookingPage({ serviceId, start }: { serviceId: string; start: BookingStart }) {
  const { i18n } = useLingui();
  const { user, log } = useCustomer();
  if (!isServiceId(serviceId)) return <ServiceNotFound />;
  if (!user || !log) return null;
  const service: ServiceId = serviceId;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Book: {i18n._(serviceNames[service])}</Trans>
      </h1>
      <BookingForm key={start.now} kind="general" services={[service]} start={start} user={user} log={log} />
    </div>
  );
}

function ServiceNotFound() {
  return (
    <section className={styles.done} aria-labelledby="service-not-found">
      <h1 id="service-not-found" className={styles.title}>
        <Trans>Service not found</Trans>
      </h1>
      <Link to="/dashboard" className={button()}>
        <Trans>Back to Dashboard</Trans>
      </Link>
    </section>
  );
}
