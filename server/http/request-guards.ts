import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import type { ServerConfig } from '../config.ts';
import { ApiError } from './api-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host of an Origin header, or null for 'null' (sandboxed frames) and anything unparsable. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** CSRF: a state-changing call must come from our own origin and carry JSON. */
export function sameOriginJsonOnly(config: ServerConfig): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const host = c.req.header('host');
    const allowed =
      origin !== undefined &&
      (origin === own ||
        (host !== undefined && originHost(origin) === host) ||
        config.allowedOrigins.includes(origin));
    if (!allowed) throw new ApiError(403, 'foreignOrigin', 'State-changing requests must come from this site.');
    const contentType = c.req.header('content-type') ?? '';
    if (!/^application\/json(;|$)/i.test(contentType)) {
      throw new ApiError(415, 'jsonOnly', 'Send the request body as application/json.');
    }
    return next();
  };
}

/** Refuses a body larger than `maxBytes`: at once when its length is declared, else while it streams in. */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'bodyTooLarge', `The request body is over ${maxBytes} bytes.`);
    },
  });
}
