import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error.ts';
import type { SiteOrigins } from './site-origins.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** DNS rebinding: a request whose Host names another site is not answered at all. */
export function ownHostOnly(site: SiteOrigins): MiddlewareHandler {
  return async (c, next) => {
    if (!site.isOwnHost(new URL(c.req.url).host)) {
      throw new ApiError(421, 'unknownHost', 'This server does not answer for that host name.');
    }
    return next();
  };
}

/** CSRF: a state-changing call must come from this site's origin (or an allowed one) and carry JSON. */
export function sameOriginJsonOnly(site: SiteOrigins): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    if (!site.mayChangeState(c.req.header('origin'))) {
      throw new ApiError(403, 'foreignOrigin', 'State-changing requests must come from this site.');
    }
    const contentType = c.req.header('content-type') ?? '';
    if (!/^application\/json(;|$)/i.test(contentType)) {
      throw new ApiError(415, 'jsonOnly', 'Send the request body as application/json.');
    }
    return next();
  };
}

/** Answers of the API are personal and live: no cache, shared or private, may keep one. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** Refuses a body larger than `maxBytes`: at once when its length is declared, else while it streams in. */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'bodyTooLarge', `The request body is over ${maxBytes} bytes.`);
    },
  });
}
