import type { z } from 'zod';
import type { Database } from '../store/database.ts';
import { accountById } from './accounts.ts';
import { invalidCredentials } from './auth-errors.ts';
import type { passwordChangeBody } from './auth-inputs.ts';
import { admitSignInAttempt, signInKeys, type LoginThrottle } from './login-throttle.ts';
import type { PasswordHasher } from './password-hashing.ts';
import { endCustomerSessions } from './sessions.ts';

// A signed-in customer changes their password by giving the current one. Checking it is a
// sign-in attempt on that account from that address (the same counts, limits and pauses), so
// a session left open on a shared computer cannot be used to guess the password. The new
// hash and the end of every other session of the customer commit together; this one stays.
export type PasswordChange = z.output<typeof passwordChangeBody>;

export interface PasswordChangeDeps {
  db: Database;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  pause?: (ms: number) => Promise<void>;
}

export interface PasswordChanger {
  userId: string;
  sessionId: string;
  address: string;
}

export async function changePassword(deps: PasswordChangeDeps, input: PasswordChange, who: PasswordChanger): Promise<void> {
  await confirmCurrentPassword(deps, input.currentPassword, who);

  const passwordHash = await deps.hasher.hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.query('update accounts set password_hash = $2 where user_id = $1', [who.userId, passwordHash]);
    await endCustomerSessions(tx, who.userId, who.sessionId);
  });
}

/**
 * The signed-in customer's password, typed again before something that cannot be undone
 * (a new password, deleting the account): a sign-in attempt on the account from that address.
 */
export async function confirmCurrentPassword(deps: PasswordChangeDeps, currentPassword: string, who: { userId: string; address: string }): Promise<void> {
  const keys = signInKeys.customer(`account:${who.userId}`, who.address);
  await admitSignInAttempt(deps.throttle, keys, deps.pause);
  const account = await accountById(deps.db, who.userId);
  const matches = account?.passwordHash
    ? await deps.hasher.verify(currentPassword, account.passwordHash)
    : await deps.hasher.verifyAgainstNothing(currentPassword);
  if (!matches) throw invalidCredentials();
  await deps.throttle.succeeded(keys);
}
