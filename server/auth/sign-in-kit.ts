import type { Context } from 'hono';
import type { AppDeps } from '../http/app.ts';
import { TooManyAttempts } from './auth-errors.ts';
import { clientAddress, trustProxyFromEnv, type AddressSource } from './client-address.ts';
import { createLoginThrottle, pauseFor, type LoginThrottle } from './login-throttle.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hashing.ts';

// What the customer and admin sign-in routes both need, built from the app's deps.
export interface SignInKit {
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  /** Waits out the pause the throttle puts before checking a password. */
  pause: (ms: number) => Promise<void>;
  addressOf(c: Context): string;
  /** Runs a route's work; a throttled refusal also carries the Retry-After header. */
  refusingThrottled<T>(c: Context, work: () => Promise<T>): Promise<T>;
}

export interface SignInKitOptions {
  /** Defaults to TRUST_PROXY=true in the environment. */
  trustProxy?: boolean;
  /** Stands in for the real timer of sign-in pauses; defaults to the app's `signInPause`. */
  pause?: (ms: number) => Promise<void>;
}

export function signInKit(deps: AppDeps, options: SignInKitOptions = {}): SignInKit {
  const source: AddressSource = {
    isTest: deps.config.isTest,
    trustProxy: options.trustProxy ?? trustProxyFromEnv(),
  };
  return {
    hasher: createPasswordHasher(deps.config),
    throttle: createLoginThrottle(deps.db, deps.now),
    pause: options.pause ?? deps.signInPause ?? pauseFor,
    addressOf: (c) => clientAddress(c, source),
    async refusingThrottled(c, work) {
      try {
        return await work();
      } catch (error) {
        if (error instanceof TooManyAttempts) c.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
  };
}
