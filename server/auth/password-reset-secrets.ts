import { createHash, randomBytes, randomInt } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { SqlRunner } from '../store/database.ts';

// The links and codes that let a customer set a new password without the old one: a
// 256-bit token for the e-mailed link, 6 digits for a text message. Each lasts 15 minutes
// and works once. A code is short enough to guess, so it also dies after a few wrong tries,
// and a new code replaces the customer's earlier ones.
export const resetLifetimeMs = 15 * 60 * 1000;
export const wrongCodesAllowed = 5;
const keptAfterExpiryMs = 24 * 60 * 60 * 1000;

export type ResetKind = 'link' | 'code';

export interface ResetSecret {
  id: string;
  userId: string;
  kind: ResetKind;
  expiresAt: Date;
  used: boolean;
  wrongCodes: number;
  secretHash: string;
}

interface ResetRow {
  id: string;
  user_id: string;
  kind: ResetKind;
  secret_hash: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  wrong_codes: number;
}

const toSecret = (row: ResetRow): ResetSecret => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind,
  expiresAt: new Date(row.expires_at),
  used: row.used_at !== null,
  wrongCodes: Number(row.wrong_codes),
  secretHash: row.secret_hash,
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const linkDigest = (token: string) => sha256(`link:${token}`);
export const codeDigest = (id: string, code: string) => sha256(`code:${id}:${code}`);

export async function issueResetLink(db: SqlRunner, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSecret(db, { id: uuidv7(), userId, kind: 'link', secretHash: linkDigest(token) }, now);
  return token;
}

export async function issueResetCode(db: SqlRunner, userId: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = uuidv7();
  await db.query("delete from password_resets where user_id = $1 and kind = 'code' and used_at is null", [userId]);
  await insertSecret(db, { id, userId, kind: 'code', secretHash: codeDigest(id, code) }, now);
  return code;
}

async function insertSecret(
  db: SqlRunner,
  secret: { id: string; userId: string; kind: ResetKind; secretHash: string },
  now: Date,
): Promise<void> {
  await db.query('delete from password_resets where expires_at <= $1', [new Date(now.getTime() - keptAfterExpiryMs).toISOString()]);
  await db.query(
    `insert into password_resets (id, user_id, kind, secret_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [secret.id, secret.userId, secret.kind, secret.secretHash, now.toISOString(), new Date(now.getTime() + resetLifetimeMs).toISOString()],
  );
}

const columns = 'id, user_id, kind, secret_hash, expires_at, used_at, wrong_codes';

export async function resetLinkOf(db: SqlRunner, token: string): Promise<ResetSecret | null> {
  const { rows } = await db.query<ResetRow>(`select ${columns} from password_resets where secret_hash = $1 and kind = 'link'`, [
    linkDigest(token),
  ]);
  return rows[0] ? toSecret(rows[0]) : null;
}

/** The code last sent to this customer, used or not. */
export async function latestResetCode(db: SqlRunner, userId: string): Promise<ResetSecret | null> {
  const { rows } = await db.query<ResetRow>(
    `select ${columns} from password_resets where user_id = $1 and kind = 'code' order by created_at desc, id desc limit 1`,
    [userId],
  );
  return rows[0] ? toSecret(rows[0]) : null;
}

/** Counts a wrong code; the count after it. */
export async function countWrongCode(db: SqlRunner, id: string): Promise<number> {
  const { rows } = await db.query<{ wrong_codes: number }>(
    'update password_resets set wrong_codes = wrong_codes + 1 where id = $1 returning wrong_codes',
    [id],
  );
  return Number(rows[0]?.wrong_codes ?? wrongCodesAllowed);
}

/**
 * Spends this secret and every other unused one of the customer. False when another request
 * spent it first: of two completions racing with one link, one wins.
 */
export async function spendResetSecrets(tx: SqlRunner, secret: ResetSecret, now: Date): Promise<boolean> {
  const { rows } = await tx.query('update password_resets set used_at = $2 where id = $1 and used_at is null returning id', [
    secret.id,
    now.toISOString(),
  ]);
  if (rows.length === 0) return false;
  await tx.query('update password_resets set used_at = $2 where user_id = $1 and used_at is null', [secret.userId, now.toISOString()]);
  return true;
}
