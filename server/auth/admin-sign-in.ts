import type { z } from 'zod';
import { normaliseEmail } from '../../machines/domain/phone-number.ts';
import type { Database } from '../store/database.ts';
import { adminByEmail, publicAdmin, type PublicAdmin } from './admins.ts';
import { invalidAdminCredentials, TooManyAttempts } from './auth-errors.ts';
import type { adminSignInBody } from './auth-inputs.ts';
import { throttleKeys, type LoginThrottle } from './login-throttle.ts';
import type { PasswordHasher } from './password-hashing.ts';
import type { SignInRequest } from './sign-in.ts';
import { endSession, startSession, type LiveSession } from './sessions.ts';

// An admin signs in by email and password: the same throttle and the same one failure
// message as customers, and a shorter session of its own (cookie `asid`).
export type AdminSignIn = z.output<typeof adminSignInBody>;

export interface AdminSignInDeps {
  db: Database;
  now: () => Date;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
}

export async function signInAdmin(
  deps: AdminSignInDeps,
  input: AdminSignIn,
  request: SignInRequest,
): Promise<{ admin: PublicAdmin; token: string; session: LiveSession }> {
  const email = normaliseEmail(input.email);
  const emailKey = throttleKeys.admin(email);
  const addressKey = throttleKeys.address(request.address);
  const verdict = await deps.throttle.attempt([addressKey, emailKey]);
  if (!verdict.allowed) throw new TooManyAttempts(verdict.retryAfterSeconds);

  const admin = await adminByEmail(deps.db, email);
  const matches = admin
    ? await deps.hasher.verify(input.password, admin.passwordHash)
    : await deps.hasher.verifyAgainstNothing(input.password);
  if (!admin || !matches) throw invalidAdminCredentials();
  await deps.throttle.succeeded(emailKey, addressKey);

  const started = await deps.db.transaction(async (tx) => {
    if (request.previousSessionId) await endSession(tx, request.previousSessionId);
    return startSession(tx, 'admin', admin.id, deps.now());
  });
  return { admin: publicAdmin(admin), ...started };
}
