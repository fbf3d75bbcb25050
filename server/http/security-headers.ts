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
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (config.https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
