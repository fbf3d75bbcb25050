// The admins as the Settings tab runs them, through the server's own routes (admins are no
// events: their passwords are secrets, docs/design.md section 4).
import { callApi } from '../eventlog/api-call.ts';
import { postChange, type PasswordChange } from './profile-changes.ts';

export interface ListedAdmin {
  id: string;
  email: string;
  createdAt: string;
}

const actingAsAdmin = { 'x-acting-as': 'admin' };
const send = globalThis.fetch.bind(globalThis);

export async function listAdmins(): Promise<{ admins: ListedAdmin[]; you: string } | null> {
  const answer = await callApi(send, '/api/admin/admins', { headers: actingAsAdmin });
  return 'ok' in answer ? (answer.ok as { admins: ListedAdmin[]; you: string }) : null;
}

export const addAdmin = (email: string, password: string): Promise<PasswordChange> =>
  postChange('/api/admin/admins', { email, password }, actingAsAdmin);

export async function removeAdmin(id: string): Promise<PasswordChange> {
  // Every state-changing call says it is JSON (the server refuses any other type), with or without a body.
  const answer = await callApi(send, `/api/admin/admins/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', ...actingAsAdmin },
  });
  if ('ok' in answer) return { ok: true };
  return { ok: false, code: answer.kind === 'refused' ? answer.code : 'unreachable' };
}

export const changeAdminPassword = (currentPassword: string, newPassword: string): Promise<PasswordChange> =>
  postChange('/api/admin/password', { currentPassword, newPassword }, actingAsAdmin);

export const endOtherAdminSessions = (): Promise<PasswordChange> => postChange('/api/admin/sessions/end-others', {}, actingAsAdmin);

export async function totpStatus(): Promise<boolean | null> {
  const answer = await callApi(send, '/api/admin/totp', { headers: actingAsAdmin });
  return 'ok' in answer ? (answer.ok as { enabled: boolean }).enabled : null;
}

export type Enrolment = { ok: true; secret: string; otpauthUrl: string } | { ok: false; code: string };
export type Confirmation = { ok: true; recoveryCodes: string[] } | { ok: false; code: string; retryAfterSeconds?: number };

export const enrolTotp = (): Promise<Enrolment> => postChange<{ secret: string; otpauthUrl: string }>('/api/admin/totp/enrol', {});
export const confirmTotp = (code: string): Promise<Confirmation> => postChange<{ recoveryCodes: string[] }>('/api/admin/totp/confirm', { code });
export const disableTotp = (code: string): Promise<PasswordChange> => postChange('/api/admin/totp/disable', { code }, actingAsAdmin);
