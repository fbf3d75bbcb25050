// The server's account routes as the actors the auth flow invokes. A refusal rejects with
// its stable code (and Retry-After when throttled); the flow turns it into a notice. An answer
// that someone is signed in resolves once the signed-in catalog is loaded, so no signed-in
// screen ever draws before its words are in (docs/decisions.md 41).
import { fromPromise } from 'xstate';
import type {
  AdminCredentials,
  AuthFailure,
  Credentials,
  KnownSessions,
  Registration,
  SessionAdmin,
  SessionUser,
} from '../../machines/domain/auth-sessions.ts';
import { callApi } from '../eventlog/api-call.ts';
import { loadCatalog } from './catalog-loading.ts';
import { rememberSession } from './last-session.ts';
import { savedLocale } from './locale.ts';

async function call<Answer>(path: string, body?: unknown): Promise<Answer> {
  const answer = await callApi(globalThis.fetch.bind(globalThis), path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if ('ok' in answer) return answer.ok as Answer;
  const failure: AuthFailure =
    answer.kind === 'refused'
      ? {
          code: answer.code,
          ...(answer.retryAfterSeconds ? { retryAfterSeconds: answer.retryAfterSeconds } : {}),
          ...(answer.issues?.length ? { fields: fieldsAtFault(answer.issues) } : {}),
        }
      : { code: 'unreachable' };
  throw failure;
}

/** The server's issues as field → code, the first issue of a field kept. */
function fieldsAtFault(issues: { path: string; code: string }[]): AuthFailure['fields'] {
  const fields: Record<string, string> = {};
  for (const { path, code } of issues) fields[path] ??= code;
  return fields;
}

async function signedIn<Answer>(answer: Answer): Promise<Answer> {
  await loadCatalog('signedIn');
  return answer;
}

const remembered = (user: SessionUser) => {
  rememberSession(user);
  return signedIn(user);
};

/** Who is signed in, as the server says; the device remembers the customer it names, or forgets. */
async function knownSessions(): Promise<KnownSessions> {
  const sessions = await call<KnownSessions>('/api/auth/session');
  rememberSession(sessions.user);
  return sessions.user || sessions.admin ? signedIn(sessions) : sessions;
}

export const authActors = {
  loadSessions: fromPromise<KnownSessions>(knownSessions),
  login: fromPromise<SessionUser, Credentials>(async ({ input }) =>
    remembered((await call<{ user: SessionUser }>('/api/auth/login', input)).user),
  ),
  // The language the visitor registers in is kept on the new account.
  register: fromPromise<SessionUser, Registration>(async ({ input }) =>
    remembered((await call<{ user: SessionUser }>('/api/auth/register', { ...input, language: savedLocale() })).user),
  ),
  adminLogin: fromPromise<SessionAdmin, AdminCredentials>(async ({ input }) =>
    signedIn((await call<{ admin: SessionAdmin }>('/api/admin/login', input)).admin),
  ),
};

/** Ends the session on the server; the caller then wipes what the browser kept of it. */
export const endSessionCalls = {
  customer: () => call<{ ok: true }>('/api/auth/logout', {}),
  admin: () => call<{ ok: true }>('/api/admin/logout', {}),
};
