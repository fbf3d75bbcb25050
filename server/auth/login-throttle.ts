import type { SqlRunner } from '../store/database.ts';

// Sign-in attempts counted per account identifier and per client address, in a table rather
// than in memory: several server instances share one database, so a guesser cannot multiply
// the budget by the number of instances or by waiting for a restart. An attempt is counted
// before the password is checked (one atomic upsert), so parallel guesses cannot all slip
// in before the first failure lands; a success gives the attempt back.
export interface ThrottleKey {
  key: string;
  limit: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const throttleWindowMs = 15 * 60 * 1000;

export const throttleKeys = {
  customer: (identifier: string): ThrottleKey => ({ key: `customer:${identifier}`, limit: 5 }),
  admin: (email: string): ThrottleKey => ({ key: `admin:${email}`, limit: 5 }),
  address: (address: string): ThrottleKey => ({ key: `address:${address}`, limit: 20 }),
};

export interface LoginThrottle {
  /** Counts one attempt against each key in order; refused at the first one over its limit. */
  attempt(keys: ThrottleKey[]): Promise<ThrottleVerdict>;
  /** Whether the key is over its limit, without counting anything. */
  check(key: ThrottleKey): Promise<ThrottleVerdict>;
  /** Counts an attempt without asking (a registration that hit an existing account). */
  charge(key: ThrottleKey): Promise<void>;
  /** The password was right: the identifier starts afresh and the address gets its attempt back. */
  succeeded(identifier: ThrottleKey, address: ThrottleKey): Promise<void>;
}

interface AttemptRow {
  attempts: number;
  window_started_at: Date | string;
}

export function createLoginThrottle(db: SqlRunner, now: () => Date): LoginThrottle {
  const windowStart = () => new Date(now().getTime() - throttleWindowMs).toISOString();

  const count = async ({ key }: ThrottleKey) => {
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
      // Stops at the first key over its limit: a blocked address spends no account's budget.
      for (const key of keys) {
        const result = verdict(await count(key), key.limit);
        if (!result.allowed) return result;
      }
      return { allowed: true };
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
      await count(key);
    },
    async succeeded(identifier, address) {
      await db.query('delete from login_attempts where key = $1', [identifier.key]);
      await db.query('update login_attempts set attempts = greatest(attempts - 1, 0) where key = $1', [address.key]);
    },
  };
}
