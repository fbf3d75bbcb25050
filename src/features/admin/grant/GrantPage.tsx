import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { emptyGrantForm, type GrantField } from '../../../../machines/grant.machine.ts';
import { planIds } from '../../../../machines/domain/constants.ts';
import { userStream } from '../../../../machines/domain/streams.ts';
import type { UserContext } from '../../../../machines/user.machine.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { grantFlowFor } from '../../../app/grant-flow.ts';
import { inspectOption } from '../../../app/inspector.ts';
import { useLogSelector, useSessionLog } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { button } from '../../../ui/button.css.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { planNames } from '../../subscriptions/plan-words.ts';
import { grantRefusalText } from './grant-messages.ts';
import { visuallyHidden } from '../../../styles/visually-hidden.css.ts';
import * as styles from './grant.css.ts';

/** The customer the screen is for, once the admin's log holds their account. */
const customerSelector = (userId: string | undefined) => (log: EventLog): UserContext | null => {
  const user = userId ? (log.streams().get(userStream(userId))?.context as UserContext | undefined) : undefined;
  return user?.email ? user : null;
};

// `/admin/grant-subscription[/{userId}]` (loaded lazily): the grant screen of spec section 2;
// opened from a customer's page, it fills in their name, email and mobile.
export function GrantPage({ userId }: { userId?: string }) {
  const { t, i18n } = useLingui();
  const { session, toaster } = useAppServices();
  const log = useSessionLog(session.adminLog);
  const flow = useMemo(() => grantFlowFor(log, toaster), [log, toaster]);
  const [snapshot, send] = useMachine(flow, { input: { form: emptyGrantForm(userId) }, ...inspectOption() });
  const { form, refusal } = snapshot.context;
  const customer = useLogSelector(log, useMemo(() => customerSelector(userId), [userId]), null);
  useEffect(() => {
    if (customer) send({ type: 'customerKnown', customer: { fullName: customer.fullName, email: customer.email, mobile: customer.mobile } });
  }, [customer, send]);
  const syncExplainedId = useId();
  const syncing = snapshot.matches('syncing');
  const granting = snapshot.matches('granting');

  const field = (name: GrantField) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => send({ type: 'edit', field: name, value: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'grant' });
  };

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Link to="/admin/dashboard" search={{ tab: 'subscriptions' }} className={button({ tone: 'secondary' })}>
          <Trans>Back to Dashboard</Trans>
        </Link>
        <div className={styles.sync}>
          <Button
            tone="secondary"
            onClick={() => send({ type: 'sync' })}
            disabled={syncing}
            aria-busy={syncing}
            aria-describedby={syncExplainedId}
          >
            {syncing ? <span className={styles.spinner} aria-hidden="true" /> : null}
            <Trans>Sync</Trans>
          </Button>
          <p id={syncExplainedId} className={styles.syncExplained}>
            <Trans>Brings the customer list up to date with the server, so a customer who has just signed up can be found.</Trans>
          </p>
        </div>
      </div>
      <h1 className={styles.title}>
        <Trans>Grant Subscription</Trans>
      </h1>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="grant-title">
        <h2 id="grant-title" className={visuallyHidden}>
          <Trans>Customer and plan</Trans>
        </h2>
        <TextField label={t`User ID`} hint={t`Optional: digits only, at most 5`} inputMode="numeric" ltr {...field('userId')} />
        <TextField label={t`Full Name`} autoComplete="off" {...field('fullName')} />
        <TextField label={t`Email Address`} type="email" autoComplete="off" ltr {...field('email')} />
        <TextField label={t`Phone Number`} type="tel" autoComplete="off" ltr {...field('mobile')} />
        <fieldset className={styles.plans}>
          <legend>
            <Trans>Plan</Trans>
          </legend>
          {planIds.map((plan) => (
            <label key={plan} className={styles.plan}>
              <input type="radio" name="plan" checked={form.plan === plan} onChange={() => send({ type: 'choosePlan', plan })} />
              {i18n._(planNames[plan])}
            </label>
          ))}
        </fieldset>
        <TextField label={t`Additional Notes`} hint={t`Optional`} {...field('note')} />
        {refusal ? (
          <p role="alert" className={styles.alert}>
            {i18n._(grantRefusalText(refusal))}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={granting} aria-busy={granting}>
            <Trans>Grant Subscription</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
