// The customer's own account: profile edits proposed on `user-{id}` through their log (the
// server refuses a taken email or mobile), and the password changed through its own route.
import { normaliseEmail, normaliseSaudiMobile } from '../../machines/domain/phone-number.ts';
import { email, fullName } from '../../machines/domain/text-fields.ts';
import { callApi } from '../eventlog/api-call.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';

export interface ProfileEdit {
  fullName?: string;
  email?: string;
  mobile?: string;
}

/**
 * What differs from `current`, as the event stores it (mobile as +9665XXXXXXXX), or the code of
 * the first problem.
 */
export function profileChange(
  edit: Required<ProfileEdit>,
  current: Required<ProfileEdit>,
): { ok: true; change: ProfileEdit } | { ok: false; code: string } {
  const change: ProfileEdit = {};
  const name = fullName.safeParse(edit.fullName.trim());
  if (!name.success) return { ok: false, code: 'invalidFullName' };
  if (name.data !== current.fullName) change.fullName = name.data;
  // A customer who registered with one contact only may leave the other one empty.
  const stillWithout = (typed: string, kept: string) => typed.trim() === '' && kept === '';
  if (!stillWithout(edit.email, current.email)) {
    const address = email.safeParse(normaliseEmail(edit.email));
    if (!address.success) return { ok: false, code: 'invalidEmail' };
    if (address.data !== current.email) change.email = address.data;
  }
  if (!stillWithout(edit.mobile, current.mobile)) {
    const mobile = normaliseSaudiMobile(edit.mobile);
    if (!mobile) return { ok: false, code: 'invalidMobile' };
    if (mobile !== current.mobile) change.mobile = mobile;
  }
  return Object.keys(change).length > 0 ? { ok: true, change } : { ok: false, code: 'nothingChanged' };
}

export async function updateProfile(
  log: EventLog,
  user: { id: string } & Required<ProfileEdit>,
  edit: Required<ProfileEdit>,
): Promise<ProposeResult> {
  const checked = profileChange(edit, user);
  if (!checked.ok) return { accepted: false, reason: checked.code };
  return log.propose([{ stream: `user-${user.id}`, type: 'user.profileUpdated', data: checked.change }]);
}

export type PasswordChange = { ok: true } | { ok: false; code: string; retryAfterSeconds?: number };

export const changePassword = (currentPassword: string, newPassword: string) =>
  postChange('/api/auth/password', { currentPassword, newPassword });

/** A change through its own route, answered ok (with what the route answers) or with the refusal's code (and wait). */
export async function postChange<T extends object = object>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<({ ok: true } & T) | { ok: false; code: string; retryAfterSeconds?: number }> {
  const answer = await callApi(globalThis.fetch.bind(globalThis), url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if ('ok' in answer) return { ok: true, ...(answer.ok as T) };
  if (answer.kind === 'unreachable') return { ok: false, code: 'unreachable' };
  return { ok: false, code: answer.code, ...(answer.retryAfterSeconds ? { retryAfterSeconds: answer.retryAfterSeconds } : {}) };
}
