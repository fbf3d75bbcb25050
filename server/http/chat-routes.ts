import { Hono } from 'hono';
import { requireCustomer } from '../auth/session-middleware.ts';
import { greetOnFirstOpen, type GreetingDeps } from '../chat/greetings.ts';
import type { AppEnv } from './app-env.ts';

// Opening a chat thread, mounted at /api/chats:
//   POST /:stream/open → {greeted}: the company's greeting when the customer's thread is empty
export function chatRoutes(deps: GreetingDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/:stream/open', requireCustomer, async (c) => {
    const customerId = c.get('customerSession')!.accountId;
    return c.json({ greeted: await greetOnFirstOpen(deps, c.req.param('stream'), customerId) });
  });
  return routes;
}
