import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { serviceIds } from '../../../machines/domain/constants.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { selectSettings } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { supportChatLink } from '../../app/whatsapp-link.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { LanguageToggle } from '../../ui/LanguageToggle.tsx';
import { ServiceIcon } from '../services/ServiceIcon.tsx';
import { serviceNames } from '../services/service-names.ts';
import * as styles from './dashboard.css.ts';

const shortcutsLabel = msg`Shortcuts`;
const selectSupportLink = (log: EventLog) => supportChatLink(selectSettings(log).supportNumber);

// `/dashboard`: the customer's home: their requests, support, and the eight services to book.
// Cards to pages built later (chat, the VIP area) arrive with those pages.
export function DashboardPage() {
  const { session } = useAppServices();
  const { user, log } = useCustomer();
  const supportLink = useLogSelector(log, selectSupportLink, null);
  const { i18n } = useLingui();
  if (!user) return null;
  const { fullName, id } = user;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>
            <Trans>
              Welcome, <bdi>{fullName}</bdi>
            </Trans>
          </h1>
          <p className={styles.identity}>
            <Trans>
              Your customer ID: <span dir="ltr">{id}</span>
            </Trans>
          </p>
        </div>
        <div className={styles.actions}>
          <LanguageToggle />
          <Button tone="secondary" onClick={() => session.auth.send({ type: 'logout' })}>
            <Trans>Logout</Trans>
          </Button>
        </div>
      </header>
      <nav className={styles.shortcuts} aria-label={i18n._(shortcutsLabel)}>
        <Link to="/my-requests" className={styles.card}>
          <span className={styles.cardTitle}>
            <Trans>My Requests</Trans>
          </span>
          <span className={styles.cardText}>
            <Trans>Follow your bookings and answer price offers.</Trans>
          </span>
        </Link>
        {supportLink ? (
          <a href={supportLink} className={styles.card} target="_blank" rel="noopener noreferrer">
            <span className={styles.cardTitle}>
              <Trans>WhatsApp Support</Trans>
            </span>
            <span className={styles.cardText}>
              <Trans>Contact us on WhatsApp.</Trans>
            </span>
          </a>
        ) : null}
      </nav>
      <section aria-labelledby="services-title" className={styles.services}>
        <h2 id="services-title" className={styles.sectionTitle}>
          <Trans>Book a service</Trans>
        </h2>
        <ul className={styles.serviceGrid}>
          {serviceIds.map((serviceId) => (
            <li key={serviceId}>
              <Link to="/book/$serviceId" params={{ serviceId }} className={styles.serviceCard}>
                <ServiceIcon serviceId={serviceId} className={styles.serviceIcon} />
                <span>{i18n._(serviceNames[serviceId])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
