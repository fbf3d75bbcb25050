import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';

// No inline script anywhere: the built app loads only its own files. The card form may send
// to the payment provider's API when one is configured (Moyasar), and nowhere else.
const contentSecurityPolicy = (paymentApi: string | null) => [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
  "font-src 'self'",
  paymentApi ? `connect-src 'self' ${paymentApi}` : "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  const policy = contentSecurityPolicy(config.moyasar ? new URL(config.moyasar.apiUrl).origin : null);
  // Set on the answer's headers as they are: Hono's `c.header` on an answer already made copies
  // the whole Response, body and all, at each call (six copies per request).
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (config.https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
