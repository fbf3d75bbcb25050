import { Hono } from 'hono';
import { signInAdmin } from '../auth/admin-sign-in.ts';
import { adminById, publicAdmin } from '../auth/admins.ts';
import { adminSignInBody, readBody } from '../auth/auth-inputs.ts';
import { signInKit, type SignInKitOptions } from '../auth/sign-in-kit.ts';
import { clearSessionCookie, writeSessionCookie } from '../auth/session-cookies.ts';
import { requireAdmin } from '../auth/session-middleware.ts';
import { endSession } from '../auth/sessions.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';

// Admin sign-in, mounted at /api/admin:
//   POST /login {email, password} → 200 {admin: {id, email}} + cookie `asid`
//   POST /logout                  → 200 {ok: true}, admin session ended, cookie cleared
//   GET  /session                 → 200 {admin: {id, email}}; 401 signInRequired, 403 adminOnly
export function adminAuthRoutes(deps: AppDeps, options: SignInKitOptions = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const kit = signInKit(deps, options);
  const secure = deps.config.https;

  routes.post('/login', async (c) => {
    const input = await readBody(c.req, adminSignInBody);
    return kit.refusingThrottled(c, async () => {
      const signedIn = await signInAdmin({ ...deps, ...kit }, input, {
        address: kit.addressOf(c),
        previousSessionId: c.get('adminSession')?.id ?? null,
      });
      writeSessionCookie(c, 'admin', signedIn.token, signedIn.session.cookieMaxAge, secure);
      return c.json({ admin: signedIn.admin });
    });
  });

  routes.post('/logout', async (c) => {
    const session = c.get('adminSession');
    if (session) await endSession(deps.db, session.id);
    clearSessionCookie(c, 'admin', secure);
    return c.json({ ok: true });
  });

  routes.get('/session', requireAdmin, async (c) => {
    const admin = await adminById(deps.db, c.get('session')!.accountId);
    if (!admin) throw new ApiError(401, 'signInRequired', 'Please sign in first.');
    return c.json({ admin: publicAdmin(admin) });
  });

  return routes;
}
