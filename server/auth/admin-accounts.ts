import type { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import type { Database } from '../store/database.ts';
import { adminByEmail, adminById, insertAdmin, type PublicAdmin } from './admins.ts';
import { invalidAdminCredentials } from './auth-errors.ts';
import type { newAdminBody, passwordChangeBody } from './auth-inputs.ts';
import { admitSignInAttempt, signInKeys, type LoginThrottle } from './login-throttle.ts';
import type { PasswordHasher } from './password-hashing.ts';
import { endAccountSessions } from './sessions.ts';

// The admins, run from the Settings tab (docs/decisions.md 2): an admin adds another with a first
// password, removes one (never themselves, so there is always one left) whose sessions end at
// once, changes their own password (checked like a sign-in, on the same throttle) and ends
// their other sessions.
export interface AdminAccountsDeps {
  db: Database;
  now: () => Date;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  pause?: (ms: number) => Promise<void>;
}

/** The admin acting, by the session they act in. */
export interface ActingAdmin {
  adminId: string;
  sessionId: string;
  address: string;
}

export interface ListedAdmin extends PublicAdmin {
  createdAt: string;
}

export async function listAdmins(db: Database): Promise<ListedAdmin[]> {
  const { rows } = await db.query<{ id: string; email: string; created_at: Date | string }>(
    'select id::text as id, email, created_at from admins order by created_at, email',
  );
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: new Date(row.created_at).toISOString() }));
}

export async function addAdmin(deps: AdminAccountsDeps, input: z.output<typeof newAdminBody>): Promise<ListedAdmin> {
  if (await adminByEmail(deps.db, input.email)) throw adminExists();
  const passwordHash = await deps.hasher.hash(input.password);
  const createdAt = deps.now();
  try {
    const admin = await insertAdmin(deps.db, input.email, passwordHash, createdAt);
    return { id: admin.id, email: admin.email, createdAt: createdAt.toISOString() };
  } catch (error) {
    // Added by another admin at the same moment: the unique email says so.
    if ((error as { code?: string }).code === '23505') throw adminExists();
    throw error;
  }
}

export async function removeAdmin(deps: AdminAccountsDeps, acting: ActingAdmin, adminId: string): Promise<void> {
  if (adminId === acting.adminId) throw new ApiError(409, 'cannotRemoveYourself', 'An admin cannot remove themselves.');
  const removed = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('delete from admins where id::text = $1 returning id::text as id', [adminId]);
    if (rows[0]) await endAccountSessions(tx, 'admin', adminId);
    return rows.length > 0;
  });
  if (!removed) throw new ApiError(404, 'notFound', 'No such admin.');
}

export async function changeAdminPassword(deps: AdminAccountsDeps, input: z.output<typeof passwordChangeBody>, acting: ActingAdmin): Promise<void> {
  const admin = await adminById(deps.db, acting.adminId);
  if (!admin) throw invalidAdminCredentials();
  const keys = signInKeys.admin(admin.email, acting.address);
  await admitSignInAttempt(deps.throttle, keys, deps.pause);
  if (!(await deps.hasher.verify(input.currentPassword, admin.passwordHash))) throw invalidAdminCredentials();
  await deps.throttle.succeeded(keys);
  const passwordHash = await deps.hasher.hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.query('update admins set password_hash = $2 where id::text = $1', [acting.adminId, passwordHash]);
    await endAccountSessions(tx, 'admin', acting.adminId, acting.sessionId);
  });
}

export async function endOtherAdminSessions(db: Database, acting: ActingAdmin): Promise<void> {
  await db.transaction((tx) => endAccountSessions(tx, 'admin', acting.adminId, acting.sessionId));
}

const adminExists = () => new ApiError(409, 'adminExists', 'An admin with this email already exists.');
