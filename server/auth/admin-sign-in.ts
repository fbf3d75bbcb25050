import type { z } from 'zod';
import { normaliseEmail } from '../../machines/domain/phone-number.ts';
import type { Database } from '../store/database.ts';
import { acceptSecondFactor, invalidTotpCode, totpEnabled, totpRequired } from './admin-totp.ts';
import { adminByEmail, publicAdmin, type PublicAdmin } from './admins.ts';
import { invalidAdminCredentials } from './auth-errors.ts';
import type { adminSignInBody } from './auth-inputs.ts';
import { admitSignInAttempt, signInKeys, type LoginThrottle } from './login-throttle.ts';
import type { PasswordHasher } from './password-hashing.ts';
import type { SignInRequest } from './sign-in.ts';
import { endSession, startSession, type LiveSession } from './sessions.ts';

// An admin signs in by email and password (and a code, with two-factor sign-in on): the same
// throttle and the same one failure message as customers, and a shorter session of its own
// (cookie `asid`).
export type AdminSignIn = z.output<typeof adminSignInBody>;

export interface AdminSignInDeps {
  db: Database;
  now: () => Date;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  /** Waits out the throttle's pause; a real timer unless a test stands in. */
  pause?: (ms: number) => Promise<void>;
}

export async function signInAdmin(
  deps: AdminSignInDeps,
  input: AdminSignIn,
  request: SignInRequest,
): Promise<{ admin: PublicAdmin; token: string; session: LiveSession }> {
  const email = normaliseEmail(input.email);
  const keys = signInKeys.admin(email, request.address);
  await admitSignInAttempt(deps.throttle, keys, deps.pause);

  const admin = await adminByEmail(deps.db, email);
  const matches = admin
    ? await deps.hasher.verify(input.password, admin.passwordHash)
    : await deps.hasher.verifyAgainstNothing(input.password);
  // With two-factor sign-in on, the password alone is not enough, and the answer never tells
  // whether the password was right: the code is asked for either way, and a wrong password
  // with a code fails as a wrong code does. Each failure is a throttled attempt.
  if (admin && (await totpEnabled(deps.db, admin.id))) {
    if (!input.code) throw totpRequired();
    if (!matches || !(await acceptSecondFactor(deps.db, admin.id, input.code, deps.now()))) throw invalidTotpCode();
  } else if (!admin || !matches) {
    throw invalidAdminCredentials();
  }
  await deps.throttle.succeeded(keys);

  const started = await deps.db.transaction(async (tx) => {
    if (request.previousSessionId) await endSession(tx, request.previousSessionId);
    return startSession(tx, 'admin', admin.id, deps.now());
  });
  return { admin: publicAdmin(admin), ...started };
}
