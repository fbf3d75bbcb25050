import type { z } from 'zod';
import { userStream } from '../../machines/domain/streams.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { accountBySignInIdentifier, publicUser, signInIdentifier } from './accounts.ts';
import { accountSuspended, invalidCredentials } from './auth-errors.ts';
import type { signInBody } from './auth-inputs.ts';
import { admitSignInAttempt, signInKeys, type LoginThrottle } from './login-throttle.ts';
import type { PasswordHasher } from './password-hashing.ts';
import type { SignedIn } from './registration.ts';
import { endSession, startSession } from './sessions.ts';

// A customer signs in with email or mobile and password. Every failure looks the same
// and takes as long as a real check; a suspended account is named only to someone who
// knew its password. Each sign-in is a new session, and `user.loggedIn` records it.
export type SignIn = z.output<typeof signInBody>;

export interface SignInDeps extends AppendDeps {
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  /** Waits out the throttle's pause; a real timer unless a test stands in. */
  pause?: (ms: number) => Promise<void>;
}

export interface SignInRequest {
  address: string;
  /** The session this browser held before, ended so a planted session id cannot be kept. */
  previousSessionId: string | null;
}

export async function signIn(deps: SignInDeps, input: SignIn, request: SignInRequest): Promise<SignedIn> {
  const identifier = signInIdentifier(input.identifier);
  const account = await accountBySignInIdentifier(deps.db, identifier);
  // A known account is counted as one, whether its email or its mobile is typed.
  const keys = signInKeys.customer(account ? `account:${account.userId}` : identifier, request.address);
  await admitSignInAttempt(deps.throttle, keys, deps.pause);

  const matches = account?.passwordHash
    ? await deps.hasher.verify(input.password, account.passwordHash)
    : await deps.hasher.verifyAgainstNothing(input.password);
  if (!account || !matches) throw invalidCredentials();
  await deps.throttle.succeeded(keys);
  if (account.suspended) throw accountSuspended();

  let started: Awaited<ReturnType<typeof startSession>> | undefined;
  await appendDecided(
    deps,
    { actor: { role: 'customer', userId: account.userId }, origin: 'server' },
    [{ stream: userStream(account.userId), type: 'user.loggedIn', data: {} }],
    {
      alongside: async (tx, appended) => {
        if (request.previousSessionId) await endSession(tx, request.previousSessionId);
        started = await startSession(tx, 'customer', account.userId, new Date(appended[0]!.at));
      },
    },
  );
  if (!started) throw new Error('Sign-in started no session');
  return { user: publicUser(account), ...started };
}
