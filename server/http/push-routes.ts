import { Hono } from 'hono';
import { userStream } from '../../machines/domain/streams.ts';
import { pushSubscription } from '../../machines/domain/user-events.ts';
import { requireCustomer } from '../auth/session-middleware.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { pushEndpointAllowed, type WebPushConfig } from '../notifications/push-endpoints.ts';
import { ApiError } from './api-error.ts';
import { jsonOf } from './json-body.ts';
import type { AppEnv } from './app-env.ts';

// Web push (docs/notifications.md "Web push"), mounted at /api/push:
//   GET  /public-key     → { publicKey }: the server's VAPID key, for PushManager.subscribe
//   POST /subscriptions  { endpoint, keys } → records the browser's subscription (user.pushSubscribed)
// The server records a subscription itself, after checking where its push service is (the
// browser names it); turning push off is the customer's own proposal (user.pushUnsubscribed).
export interface PushRouteDeps extends AppendDeps {
  publicKey: string;
  webPush: WebPushConfig;
}

export function pushRoutes(deps: PushRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/public-key', (c) => c.json({ publicKey: deps.publicKey }));

  routes.post('/subscriptions', requireCustomer, async (c) => {
    const userId = c.get('customerSession')!.accountId;
    const subscription = pushSubscription.safeParse(await jsonOf(c.req));
    if (!subscription.success) throw new ApiError(400, 'invalidInput', 'Send the browser push subscription: endpoint and keys.');
    if (!pushEndpointAllowed(subscription.data.endpoint, deps.webPush)) {
      throw new ApiError(400, 'pushServiceNotAllowed', 'Push notifications go to an https push service only.');
    }
    const { events } = await appendDecided(deps, { actor: { role: 'customer', userId }, origin: 'server' }, [
      { stream: userStream(userId), type: 'user.pushSubscribed', data: subscription.data },
    ]);
    return c.json({ position: events.at(-1)?.position ?? null });
  });

  return routes;
}
