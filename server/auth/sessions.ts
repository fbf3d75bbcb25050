import { createHash, randomBytes } from 'node:crypto';
import type { SqlRunner } from '../store/database.ts';
import type { SessionCache } from './session-cache.ts';
import { announceEndedSessions } from './session-ends.ts';

// Server-side sessions. The cookie holds a random 256-bit token; the table holds only its
// sha256, so a leaked table opens no session. Customers slide (each use extends the idle
// limit); admins are shorter and also end at a fixed time after sign-in.
export type SessionKind = 'customer' | 'admin';

const minute = 60 * 1000;
const day = 24 * 60 * minute;

export const sessionLifetimes: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  customer: { idleMs: 30 * day, absoluteMs: 365 * day },
  admin: { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute },
};

/** A use within a minute of the last recorded one writes nothing. */
export const touchEveryMs = minute;

export interface LiveSession {
  id: string;
  kind: SessionKind;
  accountId: string;
  /** Seconds the cookie should live from now (set again whenever the session slides). */
  cookieMaxAge: number;
  /** The expiry moved: the cookie should be sent again with the new lifetime. */
  slid: boolean;
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function sessionIdOf(token: string): string | null {
  return tokenPattern.test(token) ? createHash('sha256').update(token).digest('hex') : null;
}

export async function startSession(
  tx: SqlRunner,
  kind: SessionKind,
  accountId: string,
  now: Date,
): Promise<{ token: string; session: LiveSession }> {
  const token = randomBytes(32).toString('base64url');
  const id = sessionIdOf(token)!;
  const { idleMs, absoluteMs } = sessionLifetimes[kind];
  const expires = new Date(now.getTime() + Math.min(idleMs, absoluteMs));
  const absolute = new Date(now.getTime() + absoluteMs);
  // Expired sessions of anyone are swept here, so the table does not grow with abandoned ones.
  await tx.query('delete from sessions where expires_at <= $1 or absolute_expires_at <= $1', [now.toISOString()]);
  await tx.query(
    `insert into sessions (id, kind, account_id, created_at, last_seen_at, expires_at, absolute_expires_at)
     values ($1, $2, $3, $4, $4, $5, $6)`,
    [id, kind, accountId, now.toISOString(), expires.toISOString(), absolute.toISOString()],
  );
  return { token, session: { id, kind, accountId, cookieMaxAge: secondsBetween(now, expires), slid: false } };
}

interface SessionRow {
  id: string;
  account_id: string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  absolute_expires_at: Date | string;
  usable: boolean;
}

/** The session behind a cookie's token, or null when it is unknown, expired or its account unusable. */
export async function findSession(
  db: SqlRunner,
  kind: SessionKind,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<LiveSession | null> {
  const id = sessionIdOf(token);
  if (!id) return null;
  const known = cache?.fresh(id, kind, now.getTime(), touchEveryMs);
  if (known) return { id, kind, accountId: known.accountId, cookieMaxAge: secondsBetween(now, new Date(known.expiresAt)), slid: false };
  const remember = cache?.reading();
  const { rows } = await db.query<SessionRow>(
    `select s.id, s.account_id, s.last_seen_at, s.expires_at, s.absolute_expires_at,
            coalesce(not a.suspended, d.id is not null) as usable
       from sessions s
       left join accounts a on s.kind = 'customer' and a.user_id = s.account_id
       left join admins d on s.kind = 'admin' and d.id::text = s.account_id
      where s.id = $1 and s.kind = $2`,
    [id, kind],
  );
  const row = rows[0];
  if (!row) return null;
  const expires = new Date(row.expires_at);
  const absolute = new Date(row.absolute_expires_at);
  if (!row.usable || now >= expires || now >= absolute) {
    await endSession(db, id);
    return null;
  }
  const keep = (lastSeenAt: Date, expiresAt: Date) =>
    remember?.(id, { kind, accountId: row.account_id, lastSeenAt: lastSeenAt.getTime(), expiresAt: expiresAt.getTime(), absoluteExpiresAt: absolute.getTime() });
  const lastSeen = new Date(row.last_seen_at);
  if (now.getTime() - lastSeen.getTime() < touchEveryMs) {
    keep(lastSeen, expires);
    return { id, kind, accountId: row.account_id, cookieMaxAge: secondsBetween(now, expires), slid: false };
  }
  const slidTo = new Date(Math.min(now.getTime() + sessionLifetimes[kind].idleMs, absolute.getTime()));
  await db.query('update sessions set last_seen_at = $2, expires_at = $3 where id = $1', [
    id,
    now.toISOString(),
    slidTo.toISOString(),
  ]);
  keep(now, slidTo);
  return { id, kind, accountId: row.account_id, cookieMaxAge: secondsBetween(now, slidTo), slid: true };
}

export async function endSession(db: SqlRunner, id: string): Promise<void> {
  await endSessionsWhere(db, 'id = $1', [id]);
}

/** Every session of a customer, but `keep` (the one changing its password keeps its own). */
export async function endCustomerSessions(tx: SqlRunner, userId: string, keep: string | null = null): Promise<void> {
  await endAccountSessions(tx, 'customer', userId, keep);
}

/** Every session of one account, but `keep`; each live stream of theirs ends with it. */
export async function endAccountSessions(tx: SqlRunner, kind: SessionKind, accountId: string, keep: string | null = null): Promise<void> {
  await endSessionsWhere(tx, 'kind = $1 and account_id = $2 and id is distinct from $3', [kind, accountId, keep]);
}

async function endSessionsWhere(db: SqlRunner, where: string, params: unknown[]): Promise<void> {
  const { rows } = await db.query<{ id: string }>(`delete from sessions where ${where} returning id`, params);
  await announceEndedSessions(db, rows.map((row) => row.id));
}

/** For long-lived connections (Server-Sent Events): when the session ends unless used again, or null when it has. */
export async function sessionExpiry(db: SqlRunner, id: string, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ expires_at: Date | string; absolute_expires_at: Date | string }>(
    'select expires_at, absolute_expires_at from sessions where id = $1 and expires_at > $2 and absolute_expires_at > $2',
    [id, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  return new Date(Math.min(new Date(row.expires_at).getTime(), new Date(row.absolute_expires_at).getTime()));
}

function secondsBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
}
