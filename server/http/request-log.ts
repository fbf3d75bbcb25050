import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

// Every request gets an id of the server's own making, sent back as X-Request-Id. An error
// nobody expected is logged as ONE line with that id: never the request body, headers or the
// error's message, which may quote what was submitted (a database error names the value).
export const requestIdHeader = 'X-Request-Id';

export const requestIds: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = randomUUID();
  c.set('requestId', id);
  c.header(requestIdHeader, id);
  await next();
};

export function unexpectedErrorLine(error: unknown, c: Context<AppEnv>): string {
  const name = error instanceof Error ? error.name : typeof error;
  const code = (error as { code?: unknown } | null)?.code;
  const where = error instanceof Error ? firstOwnFrame(error.stack) : undefined;
  return [
    `unexpected error ${c.get('requestId') ?? '-'}`,
    `${c.req.method} ${new URL(c.req.url).pathname}`,
    typeof code === 'string' ? `${name} ${code}` : name,
    where,
  ]
    .filter(Boolean)
    .join(' | ');
}

/** Where in our code it was thrown, e.g. `server/auth/sign-in.ts:42`. */
function firstOwnFrame(stack: string | undefined): string | undefined {
  const frame = stack?.split('\n').find((line) => /\/(server|machines)\/[^)]*\.ts:\d+/.test(line));
  return frame?.match(/((?:server|machines)\/[^):]+\.ts:\d+)/)?.[1];
}
