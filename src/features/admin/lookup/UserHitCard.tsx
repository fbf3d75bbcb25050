import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanFacts, UserHit } from '../../../../machines/projections/lookup.ts';
import { formatBusinessMoment } from '../../../app/business-dates.ts';
import { planNames } from '../../subscriptions/plan-words.ts';
import { AuditTrail } from './AuditTrail.tsx';
import { ChatLink, CustomerLink, RequestLink } from './LookupLinks.tsx';
import { accountStateNames } from '../event-words.ts';
import * as styles from './lookup.css.ts';
import { ContactFacts } from '../ContactFacts.tsx';
import { CustomerName } from '../../../ui/CustomerName.tsx';

/** A customer found: who they are, their plan, requests and threads, then everything they did or had done. */
export function UserHitCard({ hit }: { hit: UserHit }) {
  const { i18n } = useLingui();
  const { customer } = hit;
  const titleId = `lookup-user-${customer.userId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="lookup-user">
      <div className={styles.cardTop}>
        <h3 id={titleId} className={styles.title}>
          <CustomerName name={customer.fullName} />
        </h3>
        <p className={styles.kind}>
          <Trans>Customer</Trans>
        </p>
      </div>
      <dl className={styles.facts}>
        <dt>
          <Trans>User ID</Trans>
        </dt>
        <dd>
          <span dir="ltr">{customer.userId}</span>
        </dd>
        <ContactFacts email={customer.email} mobile={customer.mobile} />
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{i18n._(accountStateNames[hit.status])}</dd>
        <dt>
          <Trans>Last seen</Trans>
        </dt>
        <dd>{hit.lastSeen ? formatBusinessMoment(hit.lastSeen, i18n.locale) : <Trans>Not seen since registering</Trans>}</dd>
        <dt>
          <Trans>Plan</Trans>
        </dt>
        <dd>{hit.plan ? <PlanSummary plan={hit.plan} /> : <Trans>No plan</Trans>}</dd>
        <dt>
          <Trans>Requests</Trans>
        </dt>
        <dd>
          {hit.requests.length === 0 ? (
            <Trans>None</Trans>
          ) : (
            <ul className={styles.links}>
              {hit.requests.map((request) => (
                <li key={request.requestId}>
                  <RequestLink request={request} />
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>
          <Trans>Chats</Trans>
        </dt>
        <dd>
          {hit.threads.length === 0 ? (
            <Trans>None</Trans>
          ) : (
            <ul className={styles.links}>
              {hit.threads.map((chatId) => (
                <li key={chatId}>
                  <ChatLink chatId={chatId} />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <CustomerLink userId={customer.userId} />
      <AuditTrail entries={hit.trail} />
    </article>
  );
}

function PlanSummary({ plan }: { plan: PlanFacts }) {
  const { i18n } = useLingui();
  const name = i18n._(planNames[plan.plan]);
  const expiry = plan.expiresAt ? formatBusinessMoment(plan.expiresAt, i18n.locale) : '';
  const { visitsUsed, maxVisits } = plan;
  return plan.active ? (
    <Trans>
      {name} until {expiry}, {visitsUsed} of {maxVisits} visits used
    </Trans>
  ) : (
    <Trans>
      {name}, ended {expiry}
    </Trans>
  );
}
