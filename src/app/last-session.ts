// The last customer the server said was signed in on this browser, so that when the server
// cannot be reached at boot they still see their own pages from the local log (docs/design.md section 4)
// instead of the sign-in screen. Forgotten at logout, with the rest of their local data.
import type { SessionUser } from '../../machines/domain/auth-sessions.ts';

const storageKey = 'lastSession';

export function rememberSession(user: SessionUser | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(storageKey, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(storageKey);
  } catch {
    // Without storage the app simply asks the server again next time.
  }
}

export function recallSession(): SessionUser | null {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? 'null') as Partial<SessionUser> | null;
    const complete = saved && ['id', 'fullName', 'email', 'mobile'].every((key) => typeof saved[key as keyof SessionUser] === 'string');
    return complete ? (saved as SessionUser) : null;
  } catch {
    return null;
  }
}
