import type { SqlRunner } from '../store/database.ts';
import { TooManyAttempts } from './auth-errors.ts';

// Sign-in attempts counted in a table rather than in memory: several server instances share
// one database, so a guesser cannot multiply the budget by the number of instances or by
// waiting for a restart. An attempt is counted before the password is checked (one atomic
// upsert), so parallel guesses cannot all slip in before the first failure lands; a success
// gives the attempt back.
//
// Each sign-in attempt counts three times. The address, across all accounts, and one account
// from one address are refused past their limits. The account from all addresses together is
// never refused, or anyone who knows an email could lock its owner out; past a few attempts
// it only makes each further one wait, longer and longer, before its password is checked.
export interface ThrottleKey {
  key: string;
  limit: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type SignInVerdict = { allowed: true; pauseMs: number } | { allowed: false; retryAfterSeconds: number };

export const throttleWindowMs = 15 * 60 * 1000;
const attemptsPerAddress = 20;
const attemptsPerAccountFromOneAddress = 5;
const attemptsPerAccountBeforePausing = 5;
const firstPauseMs = 250;
const longestPauseMs = 4000;

export const throttleKeys = {
  address: (address: string): ThrottleKey => ({ key: `address:${address}`, limit: attemptsPerAddress }),
};

/** What one sign-in attempt is counted against. */
export interface SignInKeys {
  address: ThrottleKey;
  accountFromAddress: ThrottleKey;
  /** Never refused; its count sets the pause. */
  account: string;
}

export const signInKeys = {
  customer: (identifier: string, address: string) => keysOf(`customer:${identifier}`, address),
  admin: (email: string, address: string) => keysOf(`admin:${email}`, address),
};

function keysOf(account: string, address: string): SignInKeys {
  return {
    address: throttleKeys.address(address),
    accountFromAddress: { key: `${account} from ${address}`, limit: attemptsPerAccountFromOneAddress },
    account,
  };
}

/** 250 ms once the account has had 5 attempts in the window, doubling with each more, at most 4 s. */
export function pauseBeforeCheckingMs(earlierAttemptsOnAccount: number): number {
  const beyondFree = earlierAttemptsOnAccount - attemptsPerAccountBeforePausing;
  if (beyondFree < 0) return 0;
  return Math.min(firstPauseMs * 2 ** beyondFree, longestPauseMs);
}

export const pauseFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface LoginThrottle {
  /** Counts one sign-in attempt: refused by the address or the account-from-address limit, else its pause. */
  attempt(keys: SignInKeys): Promise<SignInVerdict>;
  /** Whether the key is over its limit, without counting anything. */
  check(key: ThrottleKey): Promise<ThrottleVerdict>;
  /** Counts an attempt without asking (a registration that hit an existing account). */
  charge(key: ThrottleKey): Promise<void>;
  /** The password was right: this account from this address starts afresh, the rest get this attempt back. */
  succeeded(keys: SignInKeys): Promise<void>;
}

/** What every sign-in does before checking a password: count, then refuse or wait out the pause. */
export async function admitSignInAttempt(
  throttle: LoginThrottle,
  keys: SignInKeys,
  pause: (ms: number) => Promise<void> = pauseFor,
): Promise<void> {
  const verdict = await throttle.attempt(keys);
  if (!verdict.allowed) throw new TooManyAttempts(verdict.retryAfterSeconds);
  if (verdict.pauseMs > 0) await pause(verdict.pauseMs);
}

interface AttemptRow {
  attempts: number;
  window_started_at: Date | string;
}

export function createLoginThrottle(db: SqlRunner, now: () => Date): LoginThrottle {
  const windowStart = () => new Date(now().getTime() - throttleWindowMs).toISOString();

  const count = async (key: string) => {
    const { rows } = await db.query<AttemptRow>(
      `insert into login_attempts (key, attempts, window_started_at) values ($1, 1, $2)
       on conflict (key) do update set
         attempts = case when login_attempts.window_started_at <= $3 then 1 else login_attempts.attempts + 1 end,
         window_started_at = case when login_attempts.window_started_at <= $3 then $2::timestamptz
                                  else login_attempts.window_started_at end
       returning attempts, window_started_at`,
      [key, now().toISOString(), windowStart()],
    );
    return rows[0]!;
  };

  const verdict = (row: AttemptRow | undefined, limit: number): ThrottleVerdict => {
    if (!row || row.attempts <= limit) return { allowed: true };
    const retryAfterMs = new Date(row.window_started_at).getTime() + throttleWindowMs - now().getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  };

  return {
    async attempt(keys) {
      await db.query('delete from login_attempts where window_started_at <= $1', [windowStart()]);
      // Stops at the first refusal: a refused address spends no account's budget, and a
      // refused attempt checks no password, so it does not lengthen the owner's pause.
      for (const key of [keys.address, keys.accountFromAddress]) {
        const result = verdict(await count(key.key), key.limit);
        if (!result.allowed) return result;
      }
      const { attempts } = await count(keys.account);
      return { allowed: true, pauseMs: pauseBeforeCheckingMs(attempts - 1) };
    },
    async check(key) {
      const { rows } = await db.query<AttemptRow>(
        'select attempts, window_started_at from login_attempts where key = $1 and window_started_at > $2',
        [key.key, windowStart()],
      );
      // At the limit already: the next attempt would be one too many.
      const row = rows[0];
      return verdict(row && { ...row, attempts: row.attempts + 1 }, key.limit);
    },
    async charge(key) {
      await count(key.key);
    },
    async succeeded(keys) {
      await db.query('delete from login_attempts where key = $1', [keys.accountFromAddress.key]);
      // The account only gets this attempt back, not a fresh start: the owner's success does
      // not stop a guesser elsewhere, and clearing the count would hand that guesser a new
      // set of unpaused guesses every time the owner signs in.
      await db.query('update login_attempts set attempts = greatest(attempts - 1, 0) where key in ($1, $2)', [
        keys.address.key,
        keys.account,
      ]);
    },
  };
}
