import { Hono } from 'hono';
import { readBody } from '../auth/auth-inputs.ts';
import { requireAdmin } from '../auth/session-middleware.ts';
import { grantBody, grantSubscription, type GrantDeps } from '../subscriptions/grant-subscription.ts';
import type { AppEnv } from './app-env.ts';

// The grant screen's one call, mounted at /api/admin/grants:
//   POST / {userId?, fullName, email, mobile, plan, note} → 200 {userId, created}
export function grantRoutes(deps: GrantDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/', requireAdmin, async (c) => {
    const input = await readBody(c.req, grantBody);
    return c.json(await grantSubscription(deps, input, c.get('session')!.accountId));
  });
  return routes;
}
