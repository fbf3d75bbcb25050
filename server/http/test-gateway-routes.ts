import { Hono } from 'hono';
import { z } from 'zod';
import { applePayPaymentBody, createPaymentBody } from '../payments/gateway-payment.ts';
import { requestStream } from '../../machines/domain/streams.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { requireCustomer } from '../auth/session-middleware.ts';
import type { StreamStates } from '../events/stream-states.ts';
import { purchaseOf } from '../payments/purchases.ts';
import { CardRefused, createTestApplePayment, createTestPayment, verifyTestPayment } from '../payments/test-gateway.ts';
import type { Database } from '../store/database.ts';
import { ApiError } from './api-error.ts';
import { jsonOf } from './json-body.ts';
import type { AppEnv } from './app-env.ts';
import type { SiteOrigins } from './site-origins.ts';

// The built-in test provider's side that a real provider keeps on its own servers, mounted
// at /api/test-gateway/v1/payments while no real provider is configured:
//   POST /                    the card → the payment: paid, failed, or initiated (confirm first)
//   POST /:id/verification    {approved} → the payment after its confirmation step
// Like a provider, it takes the card without our session (the browser sends none there); it
// sends the customer back to a page of this site alone (never an open redirect), and only the
// customer whose purchase it pays, signed in, answers the confirmation step.
const verification = z.strictObject({ approved: z.boolean() });

interface TestGatewayDeps {
  db: Database;
  now: () => Date;
  origins: SiteOrigins;
  streamStates: StreamStates;
}

export function testGatewayRoutes(deps: TestGatewayDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  /** Whether the payment's metadata names a purchase of `customerId`: their plan, or their request. */
  const paysFor = (customerId: string) => async (metadata: Record<string, string>) => {
    const purchase = purchaseOf(metadata);
    if (!purchase) return false;
    if (purchase.kind === 'plan') return purchase.customerId === customerId;
    const { snapshot } = await deps.streamStates.current(requestStream(purchase.requestId), requestMachine);
    return (snapshot as RequestSnapshot).context.ownerId === customerId;
  };

  routes.post('/', async (c) => {
    const sent = await jsonOf(c.req);
    const applePay = applePayPaymentBody.safeParse(sent);
    if (applePay.success) {
      if (!deps.origins.isSitePage(applePay.data.callback_url)) throw new ApiError(400, 'invalidCallbackUrl', 'The customer can only be sent back to this site.');
      return c.json(await createTestApplePayment(deps.db, applePay.data, deps.now()), 201);
    }
    const body = createPaymentBody.safeParse(sent);
    if (!body.success) throw new ApiError(400, 'invalidPayment', 'The payment request is not valid.');
    if (!deps.origins.isSitePage(body.data.callback_url)) throw new ApiError(400, 'invalidCallbackUrl', 'The customer can only be sent back to this site.');
    try {
      return c.json(await createTestPayment(deps.db, body.data, deps.now()), 201);
    } catch (error) {
      if (error instanceof CardRefused) throw new ApiError(400, error.code, 'The card details are not valid.');
      throw error;
    }
  });

  routes.post('/:id/verification', requireCustomer, async (c) => {
    const body = verification.safeParse(await jsonOf(c.req));
    if (!body.success) throw new ApiError(400, 'invalidPayload', 'Send {approved}.');
    const payment = await verifyTestPayment(deps.db, c.req.param('id'), paysFor(c.get('session')!.accountId), body.data.approved);
    if (!payment) throw new ApiError(404, 'notFound', 'No such payment.');
    return c.json(payment);
  });

  return routes;
}
