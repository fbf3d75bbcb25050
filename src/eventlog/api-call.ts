// One call to the server's JSON API, its answer as a value: the body when it succeeded, a
// refusal (a 4xx with its stable code) or unreachable (no network, a 5xx, an unreadable body).
import type { Refused, Unreachable } from './sync-transport.ts';

export type ApiAnswer = { ok: unknown } | Refused | Unreachable;

export async function callApi(send: typeof fetch, url: string, init: RequestInit): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await send(url, { credentials: 'same-origin', ...init });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status >= 500) return { kind: 'unreachable' };
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && body !== undefined) return { ok: body };
  if (!response.ok && response.status >= 400) return refusal(response, body);
  return { kind: 'unreachable' };
}

function refusal(response: Response, body: unknown): Refused {
  const error = (body as { error?: { code?: unknown; eventId?: unknown; issues?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http${response.status}`;
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    kind: 'refused',
    status: response.status,
    code,
    ...(typeof error?.eventId === 'string' ? { eventId: error.eventId } : {}),
    ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    ...(Array.isArray(error?.issues) ? { issues: error.issues.filter(isFieldIssue) } : {}),
  };
}

function isFieldIssue(issue: unknown): issue is { path: string; code: string } {
  const candidate = issue as { path?: unknown; code?: unknown } | null;
  return typeof candidate?.path === 'string' && typeof candidate.code === 'string';
}
