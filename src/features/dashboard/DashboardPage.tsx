import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { serviceIds } from '../../../machines/domain/constants.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { selectSettings, selectUnreadMessages } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { showToast } from '../../app/toaster.ts';
import { useVipPlan } from '../../app/use-vip-plan.ts';
import { supportChatLink } from '../../app/whatsapp-link.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { LanguageToggle } from '../../ui/LanguageToggle.tsx';
import { ServiceIcon } from '../services/ServiceIcon.tsx';
import { serviceNames } from '../services/service-names.ts';
import { NotSentList } from '../unsent/NotSentList.tsx';
import { planNames } from '../subscriptions/plan-words.ts';
import * as styles from './dashboard.css.ts';

const shortcutsLabel = msg`Shortcuts`;
const vipSubscriptionRequired = msg`Please subscribe to a VIP plan to access exclusive services.`;
const selectSupportLink = (log: EventLog) => supportChatLink(selectSettings(log).supportNumber);

// `/dashboard`: the customer's home: what the server refused (until seen), their requests, the chat with the company, support, the
// VIP area, and the eight services to book.
export function DashboardPage() {
  const { session, toaster } = useAppServices();
  const { user, log } = useCustomer();
  const supportLink = useLogSelector(log, selectSupportLink, null);
  const unread = useLogSelector(log, selectUnreadMessages, 0);
  const { i18n, t } = useLingui();
  const { active, daysLeft, subscription } = useVipPlan();
  const navigate = useNavigate();
  if (!user) return null;
  const vipRequired = () => {
    showToast(toaster, { destructive: true, content: { title: vipSubscriptionRequired } });
    void navigate({ to: '/subscriptions' });
  };
  const { fullName, id } = user;
  const plan = subscription?.plan ? i18n._(planNames[subscription.plan]) : null;
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
          {active && plan ? (
            <p className={styles.vipBadge} data-testid="vip-badge">
              {plan} · {t({ message: plural(daysLeft, { one: '# day left', other: '# days left' }) })}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <LanguageToggle />
          <Button tone="secondary" onClick={() => session.auth.send({ type: 'logout' })}>
            <Trans>Logout</Trans>
          </Button>
        </div>
      </header>
      <NotSentList />
      <nav className={styles.shortcuts} aria-label={i18n._(shortcutsLabel)}>
        <Link to="/my-requests" className={styles.card}>
          <span className={styles.cardTitle}>
            <Trans>My Requests</Trans>
          </span>
          <span className={styles.cardText}>
            <Trans>Follow your bookings and answer price offers.</Trans>
          </span>
        </Link>
        <Link to="/chat" search={{}} className={styles.card}>
          <span className={styles.cardTitle}>
            <Trans>Chat</Trans>
            {unread > 0 ? (
              <span className={styles.countBadge} data-testid="unread-messages">
                {t({ message: plural(unread, { one: '# new', other: '# new' }) })}
              </span>
            ) : null}
          </span>
          <span className={styles.cardText}>
            <Trans>Write to our team; we answer here.</Trans>
          </span>
        </Link>
        {active ? (
          <Link to="/vip-poker" className={styles.card}>
            <VipAreaCardText />
          </Link>
        ) : (
          <button type="button" className={styles.card} onClick={vipRequired}>
            <VipAreaCardText />
          </button>
        )}
        <Link to="/offers" className={styles.card}>
          <span className={styles.cardTitle}>
            <Trans>Offers</Trans>
          </span>
          <span className={styles.cardText}>
            <Trans>Current discounts on our services.</Trans>
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

function VipAreaCardText() {
  return (
    <>
      <span className={styles.cardTitle}>
        <Trans>VIP Area</Trans>
      </span>
      <span className={styles.cardText}>
        <Trans>Book the visits included in your VIP plan.</Trans>
      </span>
    </>
  );
}
