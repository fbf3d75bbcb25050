import { z } from 'zod';
import { planIds } from '../../machines/domain/constants.ts';
import { planGrant } from '../../machines/domain/plan-grant.ts';
import { subscriptionStream, userStream } from '../../machines/domain/streams.ts';
import { email, fullName, multilineText, typedMobile } from '../../machines/domain/text-fields.ts';
import { accountProjection } from '../auth/account-projection.ts';
import { accountById, accountsWithEmailOrMobile, type Account } from '../auth/accounts.ts';
import { allocateUserId } from '../auth/user-id-allocation.ts';
import { appendDecided, type AppendDeps, type Proposal } from '../events/append-decided.ts';
import { currentSettings } from '../events/current-settings.ts';
import { ApiError } from '../http/api-error.ts';
import type { Database } from '../store/database.ts';

// The admin's grant screen (spec section 2): the customer is found by user id, then email,
// then mobile; nobody found, an account is created that its owner claims by registering with
// the same email and mobile (docs/decisions.md 3). The plan's terms in force go into the grant. The
// lookup, the new account and the grant are one append, so two admins granting to the same
// new person at once cannot make two accounts.
export const grantBody = z.strictObject({
  userId: z.string().regex(/^\d{1,5}$/, 'invalidUserId').optional(),
  fullName,
  email,
  mobile: typedMobile,
  plan: z.enum(planIds),
  note: multilineText({ max: 500 }),
});
export type GrantInput = z.output<typeof grantBody>;

export interface GrantDeps extends AppendDeps {
  db: Database;
}

export interface Granted {
  userId: string;
  created: boolean;
}

const attempts = 5;

export async function grantSubscription(deps: GrantDeps, input: GrantInput, adminId: string): Promise<Granted> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const found = await findCustomer(deps.db, input);
    const userId = found?.userId ?? (await allocateUserId(deps.db));
    const terms = (await currentSettings(deps.streamStates)).plans[input.plan];
    const proposals: Proposal[] = [];
    if (!found) {
      const data = { fullName: input.fullName, email: input.email, mobile: input.mobile, note: input.note || undefined };
      proposals.push({ stream: userStream(userId), expectedVersion: 0, type: 'user.createdByAdmin', data });
    }
    const grant = planGrant(input.plan, terms, { via: 'admin', note: input.note });
    proposals.push({ stream: subscriptionStream(userId), expectedVersion: await deps.store.streamVersion(subscriptionStream(userId)), type: 'subscription.granted', data: grant });
    try {
      await appendDecided(deps, { actor: { role: 'admin', userId: adminId }, origin: 'proposal' }, proposals, { alongside: accountProjection });
      return { userId, created: !found };
    } catch (error) {
      // Someone registered or was granted with this email or mobile meanwhile, or the plan
      // changed under us: look again.
      if (!(error instanceof ApiError && (error.code === 'accountExists' || error.code === 'versionConflict'))) throw error;
    }
  }
  throw new ApiError(409, 'versionConflict', 'The customer changed meanwhile. Please try again.');
}

/** By user id, then email, then mobile: the first that names an account. */
async function findCustomer(db: Database, input: GrantInput): Promise<Account | null> {
  const byId = input.userId ? await accountById(db, input.userId) : null;
  if (byId) return byId;
  const matches = await accountsWithEmailOrMobile(db, input.email, input.mobile);
  return matches.find((account) => account.email === input.email) ?? matches.find((account) => account.mobile === input.mobile) ?? null;
}
