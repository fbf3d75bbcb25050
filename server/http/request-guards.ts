import type { Context, MiddlewareHandler } from 'hono';
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

/** What a state-changing route takes as its body: how large, and of which declared types. */
export interface BodyRule {
  maxBytes: number;
  accepts(contentType: string): boolean;
  tooLarge(): ApiError;
  wrongType(): ApiError;
  /** A call from another server (a provider's webhook): no browser, no Origin; the route checks its own secret. */
  fromAnySite?: boolean;
}

export const jsonBody = (maxBytes: number): BodyRule => ({
  maxBytes,
  accepts: (contentType) => /^application\/json(;|$)/i.test(contentType),
  tooLarge: () => new ApiError(413, 'bodyTooLarge', `The request body is over ${maxBytes} bytes.`),
  wrongType: () => new ApiError(415, 'jsonOnly', 'Send the request body as application/json.'),
});

/** `POST path` routes that take another body than `fallback`, e.g. the photo upload's raw image. */
export type BodyRules = { fallback: BodyRule } & { [postPath: string]: BodyRule };

/**
 * CSRF: a state-changing call must come from this site's origin (or an allowed one) and carry
 * the body type its route reads (JSON everywhere but the routes `rules` names), each route's
 * size limit applying: at once when its length is declared, else while it streams in.
 */
export function sameOriginBodies(site: SiteOrigins, rules: BodyRules): MiddlewareHandler {
  const limits = new Map(Object.entries(rules).map(([path, rule]) => [path, sizeLimit(rule)]));
  const ruleOf = (c: Context) => (c.req.method === 'POST' && Object.hasOwn(rules, c.req.path) ? c.req.path : 'fallback');
  return async (c, next) => {
    const path = ruleOf(c);
    return limits.get(path)!(c, async () => {
      if (safeMethods.has(c.req.method)) return next();
      if (!rules[path]!.fromAnySite && !site.mayChangeState(c.req.header('origin'))) {
        throw new ApiError(403, 'foreignOrigin', 'State-changing requests must come from this site.');
      }
      if (!rules[path]!.accepts(c.req.header('content-type') ?? '')) throw rules[path]!.wrongType();
      return next();
    });
  };
}

/**
 * A declared length is checked against the limit before anything is read. Only a body sent
 * without one (chunked) is counted as it streams in, by Hono's bodyLimit: that wraps the
 * body in web streams, which cost an append about a tenth of its time when every request
 * went through them (docs/performance.md).
 */
function sizeLimit(rule: BodyRule): MiddlewareHandler {
  const counted = honoBodyLimit({
    maxSize: rule.maxBytes,
    onError: () => {
      throw rule.tooLarge();
    },
  });
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const declared = c.req.header('content-length');
    if (declared === undefined) return counted(c, next);
    if (Number(declared) > rule.maxBytes) throw rule.tooLarge();
    return next();
  };
}

/** Answers of the API are personal and live: no cache may keep one, unless the route says how (a stored photo). */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  // On the answer's headers as they are, not by `c.header`, which copies the answer (security-headers.ts).
  const headers = c.res.headers;
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
};
