import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { subscriptionRows, type SubscriptionRow } from '../../../../machines/projections/admin-subscriptions.ts';
import type { SettingsContext } from '../../../../machines/settings.machine.ts';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { useNow } from '../../../app/clock.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { selectSettings } from '../../../app/log-readings.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { button } from '../../../ui/button.css.ts';
import { planNames } from '../../subscriptions/plan-words.ts';
import { AutomaticRefunds } from '../AutomaticRefunds.tsx';
import { PaymentReference } from '../PaymentReference.tsx';
import { useProposal } from '../use-proposal.ts';
import { DedicatedTechnicianSelect } from './DedicatedTechnicianSelect.tsx';
import { extendDraft, grantDraft, revokeDraft } from './subscription-drafts.ts';
import * as styles from './subscriptions-tab.css.ts';
import { CustomerName } from '../../../ui/CustomerName.tsx';

const said = {
  granted: msg`Subscription granted`,
  extended: msg`Subscription extended`,
  revoked: msg`Subscription revoked`,
  dedicated: msg`Dedicated technician saved`,
};
const selectStreams = (log: EventLog) => log.streams();

// The Subscriptions tab (loaded lazily): requests waiting, granted in one click with the plan
// asked for; the plans in force with their expiry and visits, to extend or revoke; each with
// the plan payments the server refunded on its own.
export function SubscriptionsTab() {
  const { session } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const streams = useLogSelector(log, selectStreams, null);
  const settings = useLogSelector(log, selectSettings, null);
  const now = useNow(60_000);
  const rows = useMemo(() => (streams ? subscriptionRows(streams, new Date(now).toISOString()) : null), [streams, now]);
  if (!rows || !settings) return null;
  return (
    <div className={styles.tab}>
      <div>
        <Link to="/admin/grant-subscription" className={button()}>
          <Trans>Grant Subscription</Trans>
        </Link>
      </div>
      <RowSection id="waiting-title" title={<Trans>Subscription requests</Trans>} empty={<Trans>No subscription requests waiting.</Trans>}>
        {rows.waiting.map((row) => (
          <WaitingRow key={row.stream} row={row} settings={settings} log={log} />
        ))}
      </RowSection>
      <RowSection id="active-title" title={<Trans>Active plans</Trans>} empty={<Trans>No active plans.</Trans>}>
        {rows.active.map((row) => (
          <ActiveRow key={row.stream} row={row} settings={settings} log={log} />
        ))}
      </RowSection>
      {rows.refundedOnly.length > 0 ? (
        <RowSection id="refunded-title" title={<Trans>Other customers with a plan payment refunded</Trans>} empty={null}>
          {rows.refundedOnly.map((row) => (
            <li key={row.stream} className={styles.row} data-testid="refunded-plan-payment">
              <Customer row={row} />
              <AutomaticRefunds refunds={row.subscription.automaticRefunds} />
            </li>
          ))}
        </RowSection>
      ) : null}
    </div>
  );
}

/** A titled list of rows, or a line saying there are none. */
function RowSection({ id, title, empty, children }: { id: string; title: ReactNode; empty: ReactNode; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children.length === 0 ? <p className={styles.muted}>{empty}</p> : <ul className={styles.list}>{children}</ul>}
    </section>
  );
}

function Customer({ row }: { row: SubscriptionRow }) {
  return (
    <span className={styles.customer}>
      <CustomerName name={row.customer.fullName} /> · <span dir="ltr">{row.userId}</span> · <span dir="ltr">{row.customer.mobile}</span>
    </span>
  );
}

interface RowProps {
  row: SubscriptionRow;
  settings: SettingsContext;
  log: EventLog | null;
}

function WaitingRow({ row, settings, log }: RowProps) {
  const { i18n } = useLingui();
  const { propose } = useProposal(log);
  const requested = row.subscription.requested!;
  const plan = i18n._(planNames[requested.plan]);
  return (
    <li className={styles.row} data-testid="subscription-request">
      <Customer row={row} />
      <span className={styles.muted}>
        <Trans>
          asked for {plan} on {formatBusinessMoment(requested.at, i18n.locale)}
        </Trans>
      </span>
      <Button onClick={() => void propose(grantDraft(row.stream, requested.plan, settings), said.granted)}>
        <Trans>Grant {plan}</Trans>
      </Button>
      <AutomaticRefunds refunds={row.subscription.automaticRefunds} />
    </li>
  );
}

function ActiveRow({ row, settings, log }: RowProps) {
  const { i18n } = useLingui();
  const { propose } = useProposal(log);
  const { plan, expiresAt, visitsUsed, maxVisits, payment } = row.subscription;
  return (
    <li className={styles.row} data-testid="active-plan">
      <Customer row={row} />
      <span>
        <Trans>
          {i18n._(planNames[plan!])}, until {formatBusinessMoment(expiresAt!, i18n.locale)}, visits used{' '}
          <span dir="ltr">
            {visitsUsed} / {maxVisits}
          </span>
        </Trans>
        {payment ? (
          <>
            {' · '}
            <Trans>paid by card:</Trans> <PaymentReference payment={payment} />
          </>
        ) : null}
      </span>
      <span className={styles.actions}>
        <Button tone="secondary" onClick={() => void propose(extendDraft(row.stream, plan!, settings), said.extended)}>
          <Trans>Extend {settings.plans[plan!].days} days</Trans>
        </Button>
        <Button tone="danger" onClick={() => void propose(revokeDraft(row.stream), said.revoked)}>
          <Trans>Revoke</Trans>
        </Button>
      </span>
      {plan === 'vip-plus' ? <DedicatedTechnicianSelect row={row} log={log} saved={said.dedicated} /> : null}
      <AutomaticRefunds refunds={row.subscription.automaticRefunds} />
    </li>
  );
}
