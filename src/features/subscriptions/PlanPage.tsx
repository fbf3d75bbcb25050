import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { PlanId } from '../../../machines/domain/constants.ts';
import { defaultSettings } from '../../../machines/domain/default-settings.ts';
import type { SettingsContext } from '../../../machines/settings.machine.ts';
import { planRequested } from '../../../machines/subscription.machine.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { selectOwnSubscription } from '../../app/log-readings.ts';
import { copyText, requestSubscription } from '../../app/subscription-requests.ts';
import { showToast } from '../../app/toaster.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { subscriptionRequestLink } from '../../app/whatsapp-link.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { problemText } from '../booking/booking-messages.ts';
import { PlanTerms } from './PlanTerms.tsx';
import { PlansUnavailable } from './PlansUnavailable.tsx';
import { planNames } from './plan-words.ts';
import * as styles from './subscriptions.css.ts';

const said = {
  signInFirst: { title: msg`Authentication Required`, description: msg`Please log in or create an account to subscribe.` },
  idCopied: { title: msg`ID Copied!` },
  requested: { title: msg`Subscription request sent`, description: msg`We will contact you to start your plan.` },
  notSent: { title: msg`Subscription request not sent` },
};

// `/subscription/{planId}`: one plan, the customer's id to quote, and the subscribe button,
// which records the request the admin sees and offers the WhatsApp message of the spec, and
// paying by card at once, which starts the plan without waiting for the admin (docs/decisions.md 8).
export function PlanPage({ planId, settings }: { planId: PlanId; settings: SettingsContext | null }) {
  const { i18n } = useLingui();
  const { toaster } = useAppServices();
  const { user, log } = useCustomer();
  const navigate = useNavigate();
  // Sent from the moment the customer's log took the request, and after coming back, until a plan is granted.
  const sent = planRequested(useLogSelector(log, selectOwnSubscription, null), planId);
  const name = i18n._(planNames[planId]);

  // Signed in, the customer's log may still be loading its code for a moment after the page
  // opens (src/app/session-log.ts): the button waits for it rather than ask them to sign in.
  const logOpening = user !== null && log === null;
  const subscribe = async () => {
    if (!user) {
      showToast(toaster, { destructive: true, content: said.signInFirst });
      void navigate({ to: '/', search: { redirect: `/subscription/${planId}` } });
      return;
    }
    if (!log) return;
    const result = await requestSubscription(log, user.id, planId);
    if (!result.accepted) {
      showToast(toaster, { destructive: true, content: { ...said.notSent, description: problemText(result.reason, defaultSettings.workingHours) } });
      return;
    }
    showToast(toaster, { content: said.requested });
  };
  const copyId = async () => {
    if (user && (await copyText(user.id))) showToast(toaster, { content: said.idCopied });
  };
  const whatsapp =
    sent && user && settings
      ? subscriptionRequestLink(settings.supportNumber, { plan: name, name: user.fullName, email: user.email, phone: user.mobile, userId: user.id })
      : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>{name} plan</Trans>
      </h1>
      {settings ? (
        <section className={styles.plan} aria-label={name}>
          <PlanTerms terms={settings.plans[planId]} />
          <p className={styles.muted}>
            <Trans>
              A plan runs for {settings.plans[planId].days} days from the day it starts. Subscribe, and we will contact you to start it, or pay by card to start it at once.
            </Trans>
          </p>
        </section>
      ) : (
        <PlansUnavailable />
      )}
      {user ? (
        <div className={styles.actions}>
          <span>
            <Trans>
              Your unique ID: <strong dir="ltr">{user.id}</strong>
            </Trans>
          </span>
          <Button tone="secondary" onClick={() => void copyId()}>
            <Trans>Copy ID</Trans>
          </Button>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => void subscribe()} disabled={sent || logOpening}>
          <Trans>Subscribe</Trans>
        </Button>
        {whatsapp ? (
          <a href={whatsapp} className={button({ tone: 'secondary' })} target="_blank" rel="noopener noreferrer">
            <Trans>Send the request on WhatsApp</Trans>
          </a>
        ) : null}
        {sent && settings && settings.plans[planId].price > 0 ? (
          <Link to="/checkout/plan/$planId" params={{ planId }} search={{}} className={button({ tone: 'secondary' })}>
            <Trans>Pay by card now</Trans>
          </Link>
        ) : null}
        <Link to="/subscriptions" className={button({ tone: 'ghost' })}>
          <Trans>All plans</Trans>
        </Link>
      </div>
    </div>
  );
}
