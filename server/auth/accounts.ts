import { normaliseEmail, normaliseSaudiMobile } from '../../machines/domain/phone-number.ts';
import type { SqlRunner } from '../store/database.ts';

// The accounts table: who can sign in as which user id, with what password hash.
export interface Account {
  userId: string;
  fullName: string;
  /** '' for a customer who registered with their mobile only (and the reverse). */
  email: string;
  mobile: string;
  passwordHash: string | null;
  suspended: boolean;
}

/** What the browser may know about the signed-in customer: no secrets. */
export interface PublicUser {
  id: string;
  fullName: string;
  email: string;
  mobile: string;
}

interface AccountRow {
  user_id: string;
  full_name: string;
  email: string;
  mobile: string;
  password_hash: string | null;
  suspended: boolean;
}

// A contact the customer did not give is null in the table and '' everywhere else.
const columns = "user_id, full_name, coalesce(email, '') as email, coalesce(mobile, '') as mobile, password_hash, suspended";

const toAccount = (row: AccountRow): Account => ({
  userId: row.user_id,
  fullName: row.full_name,
  email: row.email,
  mobile: row.mobile,
  passwordHash: row.password_hash,
  suspended: row.suspended,
});

export const publicUser = ({ userId, fullName, email, mobile }: Account): PublicUser => ({
  id: userId,
  fullName,
  email,
  mobile,
});

export async function accountsWithEmailOrMobile(db: SqlRunner, email: string, mobile: string): Promise<Account[]> {
  const { rows } = await db.query<AccountRow>(
    `select ${columns} from accounts where email = $1 or mobile = $2 order by user_id`,
    [email, mobile],
  );
  return rows.map(toAccount);
}

export async function accountById(db: SqlRunner, userId: string): Promise<Account | null> {
  const { rows } = await db.query<AccountRow>(`select ${columns} from accounts where user_id = $1`, [userId]);
  return rows[0] ? toAccount(rows[0]) : null;
}

/** The identifier as the sign-in form took it: an email, or a Saudi mobile in any typed form. */
export function signInIdentifier(typed: string): string {
  return typed.includes('@') ? normaliseEmail(typed) : (normaliseSaudiMobile(typed) ?? typed.trim());
}

export async function accountBySignInIdentifier(db: SqlRunner, identifier: string): Promise<Account | null> {
  const column = identifier.includes('@') ? 'email' : 'mobile';
  const { rows } = await db.query<AccountRow>(`select ${columns} from accounts where ${column} = $1`, [identifier]);
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function insertAccount(tx: SqlRunner, account: Account, createdAt: string): Promise<void> {
  await tx.query(
    `insert into accounts (user_id, full_name, email, mobile, password_hash, suspended, created_at)
     values ($1, $2, nullif($3, ''), nullif($4, ''), $5, $6, $7)`,
    [account.userId, account.fullName, account.email, account.mobile, account.passwordHash, account.suspended, createdAt],
  );
}

/** Sets the password of an account an admin created; false when someone claimed it first. */
export async function claimAccount(tx: SqlRunner, account: Account): Promise<boolean> {
  const { rows } = await tx.query(
    `update accounts set full_name = $2, email = nullif($3, ''), mobile = nullif($4, ''), password_hash = $5
      where user_id = $1 and password_hash is null returning user_id`,
    [account.userId, account.fullName, account.email, account.mobile, account.passwordHash],
  );
  return rows.length === 1;
}

/** The unique constraint a database error broke, or null when it is another error. */
export function brokenUniqueConstraint(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return null;
  if (typeof constraint === 'string') return constraint;
  return /unique constraint "([^"]+)"/.exec(String(message))?.[1] ?? 'unknown';
}
