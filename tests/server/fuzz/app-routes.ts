import type { Hono } from 'hono';
import type { AppEnv } from '../../../server/http/app-env.ts';

// Every API route the app answers, read from the app itself: a route added tomorrow is fuzzed
// with no new test code. Middleware (`app.use`) and the catch-all 404 are registered for every
// method ('ALL') and are not routes of their own.
export interface ApiRoute {
  method: string;
  /** Hono's pattern, e.g. `/api/chats/:stream/open`. */
  path: string;
}

export function apiRoutesOf(app: Hono<AppEnv>): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || path.endsWith('*')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The pattern with each `:name` replaced, in order, by one of `values`. */
export function filledPath(pattern: string, values: string[]): string {
  let next = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[next++ % values.length] ?? ''));
}

export const paramCount = (pattern: string) => pattern.match(/:[A-Za-z]+/g)?.length ?? 0;
