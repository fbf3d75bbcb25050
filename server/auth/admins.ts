import { randomUUID } from 'node:crypto';
import type { SqlRunner } from '../store/database.ts';

// The admins table: admins sign in by email; none is built in (docs/decisions.md 2).
export interface Admin {
  id: string;
  email: string;
  passwordHash: string;
}

/** What the browser may know about the signed-in admin. */
export interface PublicAdmin {
  id: string;
  email: string;
}

interface AdminRow {
  id: string;
  email: string;
  password_hash: string;
}

const toAdmin = (row: AdminRow): Admin => ({ id: row.id, email: row.email, passwordHash: row.password_hash });

export const publicAdmin = ({ id, email }: Admin): PublicAdmin => ({ id, email });

export async function adminByEmail(db: SqlRunner, email: string): Promise<Admin | null> {
  const { rows } = await db.query<AdminRow>('select id::text as id, email, password_hash from admins where email = $1', [email]);
  return rows[0] ? toAdmin(rows[0]) : null;
}

export async function adminById(db: SqlRunner, id: string): Promise<Admin | null> {
  const { rows } = await db.query<AdminRow>(
    'select id::text as id, email, password_hash from admins where id::text = $1',
    [id],
  );
  return rows[0] ? toAdmin(rows[0]) : null;
}

export async function insertAdmin(tx: SqlRunner, email: string, passwordHash: string, createdAt: Date): Promise<Admin> {
  const id = randomUUID();
  await tx.query('insert into admins (id, email, password_hash, created_at) values ($1, $2, $3, $4)', [
    id,
    email,
    passwordHash,
    createdAt.toISOString(),
  ]);
  return { id, email, passwordHash };
}
