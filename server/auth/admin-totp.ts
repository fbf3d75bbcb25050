import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../http/api-error.ts';
import type { SqlRunner } from '../store/database.ts';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.ts';

// An admin's two-factor sign-in (optional): enrolling shows a secret to scan, a code from the
// app turns it on and hands out ten recovery codes (shown once, kept as digests); from then on
// signing in takes a code from the app or an unused recovery code. A code is never accepted
// twice, nor one older than the last accepted.
interface TotpRow {
  secret: string;
  enabled_at: Date | string | null;
  last_step: string | number;
  recovery_codes: string[];
}

const issuer = 'Riyadh Home Maintenance';
const digest = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
const newRecoveryCode = () => {
  const hex = randomBytes(5).toString('hex');
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
};

async function rowOf(db: SqlRunner, adminId: string): Promise<TotpRow | null> {
  const { rows } = await db.query<TotpRow>('select secret, enabled_at, last_step, recovery_codes from admin_totp where admin_id::text = $1', [adminId]);
  return rows[0] ?? null;
}

export async function totpEnabled(db: SqlRunner, adminId: string): Promise<boolean> {
  return Boolean((await rowOf(db, adminId))?.enabled_at);
}

/** A new secret to scan; replaces a pending one, never an enabled one. */
export async function enrolTotp(db: SqlRunner, adminId: string, email: string): Promise<{ secret: string; otpauthUrl: string }> {
  if (await totpEnabled(db, adminId)) throw new ApiError(409, 'totpAlreadyOn', 'Two-factor sign-in is on already.');
  const secret = newTotpSecret();
  await db.query(
    `insert into admin_totp (admin_id, secret) values ($1, $2)
     on conflict (admin_id) do update set secret = excluded.secret, last_step = 0, recovery_codes = '{}'`,
    [adminId, secret],
  );
  return { secret, otpauthUrl: otpauthUrl(secret, email, issuer) };
}

/** The app's first code turns it on; the recovery codes are answered this once. */
export async function confirmTotp(db: SqlRunner, adminId: string, code: string, now: Date): Promise<string[]> {
  const row = await rowOf(db, adminId);
  if (!row || row.enabled_at) throw new ApiError(409, 'totpNotPending', 'Start setting up two-factor sign-in first.');
  const step = matchingStep(row.secret, code, now);
  if (step === null) throw invalidTotpCode();
  const recoveryCodes = Array.from({ length: 10 }, newRecoveryCode);
  await db.query('update admin_totp set enabled_at = $2, last_step = $3, recovery_codes = $4 where admin_id::text = $1', [
    adminId,
    now.toISOString(),
    step,
    recoveryCodes.map(digest),
  ]);
  return recoveryCodes;
}

/** Turning it off takes a current code (or a recovery code), like signing in. */
export async function disableTotp(db: SqlRunner, adminId: string, code: string, now: Date): Promise<void> {
  if (!(await acceptSecondFactor(db, adminId, code, now))) throw invalidTotpCode();
  await db.query('delete from admin_totp where admin_id::text = $1', [adminId]);
}

/**
 * Whether `code` is the admin's next app code or one of their unused recovery codes; either
 * is used up by being accepted (in one conditional update, so two requests racing with one
 * code cannot both pass).
 */
export async function acceptSecondFactor(db: SqlRunner, adminId: string, code: string, now: Date): Promise<boolean> {
  const row = await rowOf(db, adminId);
  if (!row?.enabled_at) return false;
  const step = matchingStep(row.secret, code, now);
  if (step !== null) {
    const { rows } = await db.query('update admin_totp set last_step = $2 where admin_id::text = $1 and last_step < $2 returning admin_id', [adminId, step]);
    return rows.length > 0;
  }
  const { rows } = await db.query(
    'update admin_totp set recovery_codes = array_remove(recovery_codes, $2) where admin_id::text = $1 and $2 = any(recovery_codes) returning admin_id',
    [adminId, digest(code)],
  );
  return rows.length > 0;
}

export const totpRequired = () => new ApiError(401, 'totpRequired', 'Enter the code from your authenticator app.');
export const invalidTotpCode = () => new ApiError(401, 'invalidTotpCode', 'This code is not right, or was used already.');
