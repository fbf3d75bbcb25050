import type { z } from 'zod';
import { currentPrivacyNoticeVersion } from '../../machines/domain/privacy-notice.ts';
import { userStream } from '../../machines/domain/streams.ts';
import type { AccountLanguage } from '../../machines/domain/user-events.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { ApiError } from '../http/api-error.ts';
import type { SqlRunner } from '../store/database.ts';
import {
  accountsWithEmailOrMobile,
  brokenUniqueConstraint,
  claimAccount,
  insertAccount,
  publicUser,
  type Account,
  type PublicUser,
} from './accounts.ts';
import { accountExists, accountSuspended } from './auth-errors.ts';
import type { registrationBody } from './auth-inputs.ts';
import type { PasswordHasher } from './password-hashing.ts';
import { startSession, type LiveSession } from './sessions.ts';
import { allocateUserId } from './user-id-allocation.ts';

// A customer registers: a new account, or the claim of one an admin created for them
// (docs/decisions.md 3). The account row, the `user.registered` event, the privacy notice the
// customer accepted (docs/decisions.md 32) and the first session commit together or not at all.
export type Registration = z.output<typeof registrationBody>;

export interface RegistrationDeps extends AppendDeps {
  hasher: PasswordHasher;
}

export interface SignedIn {
  user: PublicUser;
  token: string;
  session: LiveSession;
}

export type RegistrationPath = { kind: 'new' } | { kind: 'claim'; account: Account } | { kind: 'refuse' };

/**
 * An email or mobile already in use is refused, so nobody takes over an account. The one
 * exception, an admin-created account nobody has set a password for, is claimed only when
 * both its email and its mobile match: knowing one of them is not enough to take a
 * customer's granted subscription (so a registration giving only one never claims).
 */
export function registrationPath(existing: Account[], wanted: { email: string; mobile: string }): RegistrationPath {
  if (existing.length === 0) return { kind: 'new' };
  const [only] = existing;
  const claimable =
    existing.length === 1 && only!.passwordHash === null && only!.email === wanted.email && only!.mobile === wanted.mobile;
  return claimable ? { kind: 'claim', account: only! } : { kind: 'refuse' };
}

const attempts = 5;

class UserIdTaken extends Error {}

export async function register(deps: RegistrationDeps, input: Registration): Promise<SignedIn> {
  let passwordHash: string | undefined;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const path = registrationPath(await accountsWithEmailOrMobile(deps.db, input.email, input.mobile), input);
    if (path.kind === 'refuse') throw accountExists();
    passwordHash ??= await deps.hasher.hash(input.password);
    const account: Account =
      path.kind === 'claim'
        ? { ...path.account, fullName: input.fullName, passwordHash }
        : { userId: await allocateUserId(deps.db), ...profile(input), passwordHash, suspended: false };
    const signedIn = await appendRegistration(deps, account, path.kind === 'claim', input.language);
    if (signedIn) return signedIn;
  }
  throw new Error(`Registration kept colliding with concurrent changes after ${attempts} attempts`);
}

/** Null when a concurrent change got there first and the caller should look again. */
async function appendRegistration(
  deps: RegistrationDeps,
  account: Account,
  claim: boolean,
  language: AccountLanguage | undefined,
): Promise<SignedIn | null> {
  if (claim && account.suspended) throw accountSuspended();
  const stream = userStream(account.userId);
  // A new account's stream must be empty: another registration that took the same id first shows as a conflict.
  const expectedVersion = claim ? (await deps.streamStates.current(stream, userMachine)).version : 0;
  let started: Awaited<ReturnType<typeof startSession>> | undefined;
  try {
    const events = [
      { type: 'user.registered', schema: 2, data: registeredProfile(account) },
      { type: 'user.privacyNoticeAccepted', data: { version: currentPrivacyNoticeVersion } },
      ...(language ? [{ type: 'user.languageChosen', data: { language } }] : []),
    ].map((event, index) => ({ stream, expectedVersion: expectedVersion + index, ...event }));
    const { events: [registered] } = await appendDecided(
      deps,
      { actor: { role: 'customer', userId: account.userId }, origin: 'server' },
      events,
      {
        alongside: async (tx, appended) => {
          await writeAccount(tx, account, claim, appended[0]!.at);
          started = await startSession(tx, 'customer', account.userId, new Date(appended[0]!.at));
        },
      },
    );
    if (!registered || !started) throw new Error('Registration appended nothing');
  } catch (error) {
    if (error instanceof UserIdTaken || (error instanceof ApiError && error.code === 'versionConflict')) return null;
    // The machine refuses a second registration: the account was claimed meanwhile.
    if (error instanceof ApiError && error.status === 422) throw accountExists();
    throw error;
  }
  return { user: publicUser(account), ...started };
}

async function writeAccount(tx: SqlRunner, account: Account, claim: boolean, at: string): Promise<void> {
  try {
    if (claim) {
      if (!(await claimAccount(tx, account))) throw accountExists();
    } else {
      await insertAccount(tx, account, at);
    }
  } catch (error) {
    const constraint = brokenUniqueConstraint(error);
    if (constraint === 'accounts_pkey') throw new UserIdTaken();
    if (constraint) throw accountExists();
    throw error;
  }
}

const profile = ({ fullName, email, mobile }: { fullName: string; email: string; mobile: string }) => ({
  fullName,
  email,
  mobile,
});

/** `user.registered` (schema 2) leaves out the contact the customer did not give. */
const registeredProfile = (account: Account) => ({
  fullName: account.fullName,
  ...(account.email ? { email: account.email } : {}),
  ...(account.mobile ? { mobile: account.mobile } : {}),
});
