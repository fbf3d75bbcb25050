import { Hono } from 'hono';
import { accountById, publicUser } from '../auth/accounts.ts';
import { adminById, publicAdmin } from '../auth/admins.ts';
import { TooManyAttempts } from '../auth/auth-errors.ts';
import { passwordChangeBody, readBody, registrationBody, signInBody } from '../auth/auth-inputs.ts';
import { throttleKeys } from '../auth/login-throttle.ts';
import { changePassword } from '../auth/password-change.ts';
import { register } from '../auth/registration.ts';
import { requireCustomer } from '../auth/session-middleware.ts';
import { signInKit, type SignInKitOptions } from '../auth/sign-in-kit.ts';
import { signIn } from '../auth/sign-in.ts';
import { clearSessionCookie, writeSessionCookie } from '../auth/session-cookies.ts';
import { endSession } from '../auth/sessions.ts';
import { ApiError } from './api-error.ts';
import type { StreamStates } from '../events/stream-states.ts';
import type { AppendDeps } from '../events/append-decided.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';

// Customer accounts, mounted at /api/auth:
//   POST /register {fullName, mobile, email, password} → 201 {user} + cookie `sid`
//   POST /login {identifier, password}                 → 200 {user} + a new cookie `sid`
//   POST /logout                                       → 200 {ok: true}, session ended, cookie cleared
//   POST /password {currentPassword, newPassword}      → 200 {ok: true}, the customer's other sessions ended
//   GET  /session → 200 {user: {id, fullName, email, mobile} | null, admin: {id, email} | null}
//        (both sessions of this browser: a customer's and an admin's can coexist)
export function authRoutes(deps: AppDeps & AppendDeps, options: SignInKitOptions = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const kit = signInKit(deps, options);
  const secure = deps.config.https;

  routes.post('/register', async (c) => {
    const input = await readBody(c.req, registrationBody);
    const addressKey = throttleKeys.address(kit.addressOf(c));
    return kit.refusingThrottled(c, async () => {
      // Each refusal tells whether an email or mobile is registered: those count like
      // failed sign-ins, so the answer cannot be harvested in bulk.
      const verdict = await kit.throttle.check(addressKey);
      if (!verdict.allowed) throw new TooManyAttempts(verdict.retryAfterSeconds);
      const signedIn = await register({ ...deps, hasher: kit.hasher }, input).catch(async (error: unknown) => {
        if (error instanceof ApiError && error.code === 'accountExists') await kit.throttle.charge(addressKey);
        throw error;
      });
      const previous = c.get('customerSession');
      if (previous) await endSession(deps.db, previous.id);
      writeSessionCookie(c, 'customer', signedIn.token, signedIn.session.cookieMaxAge, secure);
      return c.json({ user: signedIn.user }, 201);
    });
  });

  routes.post('/login', async (c) => {
    const input = await readBody(c.req, signInBody);
    return kit.refusingThrottled(c, async () => {
      const signedIn = await signIn({ ...deps, ...kit }, input, {
        address: kit.addressOf(c),
        previousSessionId: c.get('customerSession')?.id ?? null,
      });
      writeSessionCookie(c, 'customer', signedIn.token, signedIn.session.cookieMaxAge, secure);
      return c.json({ user: signedIn.user });
    });
  });

  routes.post('/logout', async (c) => {
    const session = c.get('customerSession');
    if (session) await endSession(deps.db, session.id);
    clearSessionCookie(c, 'customer', secure);
    return c.json({ ok: true });
  });

  routes.post('/password', requireCustomer, async (c) => {
    const input = await readBody(c.req, passwordChangeBody);
    const session = c.get('customerSession')!;
    return kit.refusingThrottled(c, async () => {
      await changePassword({ ...deps, ...kit }, input, {
        userId: session.accountId,
        sessionId: session.id,
        address: kit.addressOf(c),
      });
      return c.json({ ok: true });
    });
  });

  routes.get('/session', async (c) => {
    const customer = c.get('customerSession');
    const admin = c.get('adminSession');
    const account = customer ? await accountById(deps.db, customer.accountId) : null;
    const adminAccount = admin ? await adminById(deps.db, admin.accountId) : null;
    return c.json({
      user: account ? publicUser(account) : null,
      admin: adminAccount ? publicAdmin(adminAccount) : null,
    });
  });

  return routes;
}
