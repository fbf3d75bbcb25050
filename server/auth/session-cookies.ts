import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionKind } from './sessions.ts';

// Two cookie names, so one browser can hold a customer session and an admin session at once.
// HttpOnly: no script reads the token; SameSite=Lax: not sent on cross-site POSTs (the Origin
// check is the other half of CSRF); Secure whenever the site is served over HTTPS.
export const sessionCookieNames: Record<SessionKind, string> = { customer: 'sid', admin: 'asid' };

export function readSessionCookie(c: Context, kind: SessionKind): string | undefined {
  return getCookie(c, sessionCookieNames[kind]);
}

export function writeSessionCookie(
  c: Context,
  kind: SessionKind,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  setCookie(c, sessionCookieNames[kind], token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(c: Context, kind: SessionKind, secure: boolean): void {
  deleteCookie(c, sessionCookieNames[kind], { httpOnly: true, sameSite: 'Lax', path: '/', secure });
}
