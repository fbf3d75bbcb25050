import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import type { Database } from '../store/database.ts';
import { accountById, accountBySignInIdentifier, signInIdentifier } from './accounts.ts';
import { TooManyAttempts } from './auth-errors.ts';
import type { passwordResetCompletionBody } from './auth-inputs.ts';
import type { LoginThrottle, ThrottleKey } from './login-throttle.ts';
import type { PasswordHasher } from './password-hashing.ts';
import {
  codeDigest,
  countWrongCode,
  latestResetCode,
  resetLinkOf,
  spendResetSecrets,
  wrongCodesAllowed,
  type ResetSecret,
} from './password-reset-secrets.ts';
import { endCustomerSessions } from './sessions.ts';

// The new password, given with the link's token or the texted code. The secret is judged
// before anything is hashed; then the new hash, the spent secret and the end of every
// session of the customer commit together. The customer then signs in with the new password
// (the sign-in is what records them as seen, and a link opened on another device leaves no
// session there). Wrong tokens and codes count against the address, like failed sign-ins.
export type ResetCompletion = z.output<typeof passwordResetCompletionBody>;

export const resetRefusals = {
  invalid: () => new ApiError(400, 'resetInvalid', 'This reset link or code is not valid. Ask for a new one.'),
  expired: () => new ApiError(410, 'resetExpired', 'This reset link or code has expired. Ask for a new one.'),
  used: () => new ApiError(410, 'resetUsed', 'This reset link or code was used already. Ask for a new one.'),
  codeLocked: () => new ApiError(429, 'resetCodeLocked', 'Too many wrong codes. Ask for a new code.'),
};

export const resetCompletionKey = (address: string): ThrottleKey => ({ key: `reset completion from ${address}`, limit: 20 });

export interface ResetCompletionDeps {
  db: Database;
  now: () => Date;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
}

export async function completePasswordReset(deps: ResetCompletionDeps, input: ResetCompletion, address: string): Promise<void> {
  const key = resetCompletionKey(address);
  const verdict = await deps.throttle.check(key);
  if (!verdict.allowed) throw new TooManyAttempts(verdict.retryAfterSeconds);
  const secret = await validSecret(deps, input).catch(async (error: unknown) => {
    await deps.throttle.charge(key);
    throw error;
  });
  // Suspended since the link was sent: a reset must not reopen the account.
  if ((await accountById(deps.db, secret.userId))?.suspended !== false) throw resetRefusals.invalid();

  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await spendResetSecrets(tx, secret, deps.now()))) throw resetRefusals.used();
    await tx.query('update accounts set password_hash = $2 where user_id = $1', [secret.userId, passwordHash]);
    await endCustomerSessions(tx, secret.userId);
  });
}

async function validSecret(deps: ResetCompletionDeps, input: ResetCompletion): Promise<ResetSecret> {
  if (input.token !== undefined) return usable(await resetLinkOf(deps.db, input.token), deps.now());
  if (input.identifier === undefined || input.code === undefined) throw resetRefusals.invalid();
  const account = await accountBySignInIdentifier(deps.db, signInIdentifier(input.identifier));
  const secret = account ? await latestResetCode(deps.db, account.userId) : null;
  if (!secret) throw resetRefusals.invalid();
  if (secret.wrongCodes >= wrongCodesAllowed) throw resetRefusals.codeLocked();
  if (!sameDigest(codeDigest(secret.id, input.code), secret.secretHash)) {
    const wrong = await countWrongCode(deps.db, secret.id);
    throw wrong >= wrongCodesAllowed ? resetRefusals.codeLocked() : resetRefusals.invalid();
  }
  return usable(secret, deps.now());
}

/** Used before expired: someone who reset already is better told so than told to ask again. */
function usable(secret: ResetSecret | null, now: Date): ResetSecret {
  if (!secret) throw resetRefusals.invalid();
  if (secret.used) throw resetRefusals.used();
  if (now >= secret.expiresAt) throw resetRefusals.expired();
  return secret;
}

function sameDigest(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
