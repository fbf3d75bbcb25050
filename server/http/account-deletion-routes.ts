import { Hono } from 'hono';
import { accountDeletionBody, readBody } from '../auth/auth-inputs.ts';
import { confirmCurrentPassword } from '../auth/password-change.ts';
import { clearSessionCookie } from '../auth/session-cookies.ts';
import { requireCustomer } from '../auth/session-middleware.ts';
import { signInKit, type SignInKitOptions } from '../auth/sign-in-kit.ts';
import type { AppendDeps } from '../events/append-decided.ts';
import { eraseAccount } from '../privacy/account-erasure.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';

// The signed-in customer deletes their own account (PDPL right to erasure, docs/decisions.md 34),
// mounted at /api/me:
//   POST /account-deletion { password } → 200, the account erased and every session ended
// Refused with `paidVisitNotDone` or `refundPending` (409) while the rules say so; the password
// is checked like a sign-in (throttled), so an open session alone cannot delete an account.
export function accountDeletionRoutes(deps: AppDeps & AppendDeps, options: SignInKitOptions = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const kit = signInKit(deps, options);
  const secure = deps.config.https;

  routes.post('/account-deletion', requireCustomer, async (c) => {
    const { password } = await readBody(c.req, accountDeletionBody);
    const userId = c.get('customerSession')!.accountId;
    return kit.refusingThrottled(c, async () => {
      await confirmCurrentPassword({ ...deps, ...kit }, password, { userId, address: kit.addressOf(c) });
      await eraseAccount({ ...deps, dataDir: deps.config.dataDir }, userId);
      clearSessionCookie(c, 'customer', secure);
      return c.json({ ok: true });
    });
  });

  return routes;
}
