import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { userStream } from '../../machines/domain/streams.ts';
import { userLoggedIn } from '../../machines/domain/user-events.ts';
import type { SqlRunner } from '../store/database.ts';
import type { EventStore } from '../store/event-store.ts';
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

export interface SignInDeps {
  db: SqlRunner;
  store: EventStore;
  now: () => Date;
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

const attempts = 3;

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

  const stream = userStream(account.userId);
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const at = deps.now().toISOString();
    let started: Awaited<ReturnType<typeof startSession>> | undefined;
    const result = await deps.store.append(
      [
        {
          id: uuidv7(),
          stream,
          expectedVersion: await deps.store.streamVersion(stream),
          type: 'user.loggedIn',
          schema: 1,
          data: userLoggedIn.parse({}),
          actor: { role: 'customer', userId: account.userId },
          at,
          audience: account.userId,
        },
      ],
      {
        alongside: async (tx) => {
          if (request.previousSessionId) await endSession(tx, request.previousSessionId);
          started = await startSession(tx, 'customer', account.userId, new Date(at));
        },
      },
    );
    if (result.status === 'appended' && started) return { user: publicUser(account), ...started };
    if (result.status !== 'versionConflict') throw new Error(`Sign-in append: ${result.status}`);
  }
  throw new Error(`Sign-in kept colliding with other appends to ${stream}`);
}
