import { Hono, type Context } from 'hono';
import { addAdmin, changeAdminPassword, endOtherAdminSessions, listAdmins, removeAdmin, type ActingAdmin } from '../auth/admin-accounts.ts';
import { confirmTotp, disableTotp, enrolTotp, totpEnabled } from '../auth/admin-totp.ts';
import { adminById } from '../auth/admins.ts';
import { newAdminBody, passwordChangeBody, readBody, secondFactorBody } from '../auth/auth-inputs.ts';
import { admitSignInAttempt, signInKeys } from '../auth/login-throttle.ts';
import { requireAdmin } from '../auth/session-middleware.ts';
import { signInKit, type SignInKitOptions } from '../auth/sign-in-kit.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';

// The admins, for a signed-in admin, mounted at /api/admin:
//   GET    /admins                            → {admins: [{id, email, createdAt}], you}
//   POST   /admins {email, password}          → 201 {admin}; 409 adminExists
//   DELETE /admins/:id                        → {ok}; that admin's sessions end; 409 cannotRemoveYourself
//   POST   /password {currentPassword, newPassword} → {ok}; the admin's other sessions end
//   POST   /sessions/end-others               → {ok}; every other session of this admin ends
//   GET    /totp                              → {enabled}: two-factor sign-in
//   POST   /totp/enrol                        → {secret, otpauthUrl} to scan (pending until confirmed)
//   POST   /totp/confirm {code}               → {recoveryCodes}, shown this once; it is on
//   POST   /totp/disable {code}               → {ok}; it is off
// Codes are checked like passwords: on the sign-in throttle of the admin and the address.
export function adminAccountRoutes(deps: AppDeps, options: SignInKitOptions = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const kit = signInKit(deps, options);
  const accounts = { ...deps, ...kit };
  const acting = (c: Context<AppEnv>): ActingAdmin => {
    const session = c.get('session')!;
    return { adminId: session.accountId, sessionId: session.id, address: kit.addressOf(c) };
  };
  routes.use('/admins/*', requireAdmin);
  routes.use('/admins', requireAdmin);

  routes.get('/admins', async (c) => c.json({ admins: await listAdmins(deps.db), you: acting(c).adminId }));

  routes.post('/admins', async (c) => {
    const input = await readBody(c.req, newAdminBody);
    return c.json({ admin: await addAdmin(accounts, input) }, 201);
  });

  routes.delete('/admins/:id', async (c) => {
    await removeAdmin(accounts, acting(c), c.req.param('id'));
    return c.json({ ok: true });
  });

  routes.post('/password', requireAdmin, async (c) => {
    const input = await readBody(c.req, passwordChangeBody);
    return kit.refusingThrottled(c, async () => {
      await changeAdminPassword(accounts, input, acting(c));
      return c.json({ ok: true });
    });
  });

  routes.post('/sessions/end-others', requireAdmin, async (c) => {
    await endOtherAdminSessions(deps.db, acting(c));
    return c.json({ ok: true });
  });

  routes.get('/totp', requireAdmin, async (c) => c.json({ enabled: await totpEnabled(deps.db, acting(c).adminId) }));

  routes.post('/totp/enrol', requireAdmin, async (c) => {
    const admin = await adminById(deps.db, acting(c).adminId);
    if (!admin) throw new ApiError(401, 'signInRequired', 'Please sign in first.');
    return c.json(await enrolTotp(deps.db, admin.id, admin.email));
  });

  const checkedCode = (c: Context<AppEnv>, check: (code: string) => Promise<Response>) =>
    kit.refusingThrottled(c, async () => {
      const { code } = await readBody(c.req, secondFactorBody);
      const admin = await adminById(deps.db, acting(c).adminId);
      if (!admin) throw new ApiError(401, 'signInRequired', 'Please sign in first.');
      const keys = signInKeys.admin(admin.email, kit.addressOf(c));
      await admitSignInAttempt(kit.throttle, keys, kit.pause);
      const answer = await check(code);
      await kit.throttle.succeeded(keys);
      return answer;
    });

  routes.post('/totp/confirm', requireAdmin, (c) =>
    checkedCode(c, async (code) => c.json({ recoveryCodes: await confirmTotp(deps.db, acting(c).adminId, code, deps.now()) })),
  );

  routes.post('/totp/disable', requireAdmin, (c) =>
    checkedCode(c, async (code) => {
      await disableTotp(deps.db, acting(c).adminId, code, deps.now());
      return c.json({ ok: true });
    }),
  );

  return routes;
}
