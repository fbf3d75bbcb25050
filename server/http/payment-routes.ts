import { Hono } from 'hono';
import { z } from 'zod';
import { requireCustomer } from '../auth/session-middleware.ts';
import { webhookTokenMatches } from '../payments/moyasar-provider.ts';
import { planIds } from '../../machines/domain/constants.ts';
import type { PaymentDeps } from '../payments/payment-steps.ts';
import { confirmPlanPayment, startPlanPayment } from '../payments/plan-payments.ts';
import { purchaseOf } from '../payments/purchases.ts';
import { confirmRequestPayment, startRequestPayment } from '../payments/request-payments.ts';
import { payWithStcPayCode, sendStcPayCode } from '../payments/stc-pay-payments.ts';
import { ApiError } from './api-error.ts';
import { jsonOf } from './json-body.ts';
import type { AppEnv } from './app-env.ts';
import { jsonBody, type BodyRule } from './request-guards.ts';

// Paying for a request or a VIP plan, mounted at /api/payments:
//   GET  /gateway                       → where and with which key the browser sends the card
//   POST /requests/:requestId/start     → {paymentId, amountHalalas, currency, description, metadata}
//   POST /requests/:requestId/confirm   {paymentId} → {payment} once the provider says it is paid
//   POST /plans/:planId/start           the same for the signed-in customer's plan
//   POST /plans/:planId/confirm         {paymentId} → {payment}, the plan granted
//   POST /requests/:requestId/stcpay   {mobile} → {paymentId}: STC Pay texts the customer a code
//   POST /requests/:requestId/stcpay/code  {paymentId, code} → {payment}, confirmed as a card's
//   POST /plans/:planId/stcpay, /plans/:planId/stcpay/code  the same for a plan
//   POST /apple-pay/validate             {validationUrl} → the merchant session Apple gives the provider for our domain
//   POST /moyasar/webhook               Moyasar's report of a payment, checked by its secret token
export const paymentsPath = '/api/payments';
export const moyasarWebhookPath = `${paymentsPath}/moyasar/webhook`;
/** Where Apple looks for the domain's association file when Apple Pay is registered for it. */
export const applePayAssociationPath = '/.well-known/apple-developer-merchantid-domain-association';

/** Moyasar posts from its servers: no Origin to check, its secret token is the proof. */
export const webhookBody: BodyRule = { ...jsonBody(64 * 1024), fromAnySite: true };

const requestId = z.uuid();
const planId = z.enum(planIds);
const confirmBody = z.strictObject({ paymentId: z.string().max(100) });
const stcPayBody = z.strictObject({ mobile: z.string().max(30) });
// Apple's merchant validation addresses are its own (apple-pay-gateway.apple.com and kin): the
// provider is never asked to call anywhere else on a page's word.
const applePayValidation = z.strictObject({
  validationUrl: z.url({ protocol: /^https$/, hostname: /^([a-z0-9-]+\.)*apple\.com$/ }).max(300),
});
const stcPayCodeBody = z.strictObject({ paymentId: z.string().max(100), code: z.string().regex(/^\d{4,8}$/) });
const webhook = z.object({
  type: z.string(),
  secret_token: z.unknown(),
  data: z.object({ id: z.string().max(100), metadata: z.record(z.string(), z.unknown()).nullable().optional() }),
});

export function paymentRoutes(deps: PaymentDeps & { webhookSecret: string | null; siteDomain: (requestUrl: string) => string }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const requestIdOf = (raw: string) => {
    const parsed = requestId.safeParse(raw);
    if (!parsed.success) throw new ApiError(404, 'notFound', 'No such request.');
    return parsed.data;
  };
  const planIdOf = (raw: string) => {
    const parsed = planId.safeParse(raw);
    if (!parsed.success) throw new ApiError(404, 'notFound', 'No such plan.');
    return parsed.data;
  };

  routes.get('/gateway', (c) => c.json({ gateway: deps.provider.browserGateway }));

  routes.post('/requests/:requestId/start', requireCustomer, async (c) => {
    const customerId = c.get('customerSession')!.accountId;
    return c.json(await startRequestPayment(deps, { customerId }, requestIdOf(c.req.param('requestId'))));
  });

  routes.post('/requests/:requestId/confirm', requireCustomer, async (c) => {
    const paymentId = await paymentIdOf(c.req);
    const customerId = c.get('customerSession')!.accountId;
    const payment = await confirmRequestPayment(deps, { customerId }, requestIdOf(c.req.param('requestId')), paymentId);
    return c.json({ payment });
  });

  routes.post('/plans/:planId/start', requireCustomer, async (c) => {
    const customerId = c.get('customerSession')!.accountId;
    return c.json(await startPlanPayment(deps, customerId, planIdOf(c.req.param('planId'))));
  });

  routes.post('/plans/:planId/confirm', requireCustomer, async (c) => {
    const paymentId = await paymentIdOf(c.req);
    const customerId = c.get('customerSession')!.accountId;
    const grant = await confirmPlanPayment(deps, { kind: 'plan', customerId, planId: planIdOf(c.req.param('planId')) }, paymentId);
    return c.json({ payment: grant.payment });
  });

  routes.post('/requests/:requestId/stcpay', requireCustomer, async (c) => {
    const { mobile } = await bodyOf(c.req, stcPayBody, 'Send {mobile}.');
    const customerId = c.get('customerSession')!.accountId;
    const start = await startRequestPayment(deps, { customerId }, requestIdOf(c.req.param('requestId')));
    return c.json(await sendStcPayCode(deps, start, mobile));
  });

  routes.post('/requests/:requestId/stcpay/code', requireCustomer, async (c) => {
    const { paymentId, code } = await bodyOf(c.req, stcPayCodeBody, 'Send {paymentId, code}.');
    const customerId = c.get('customerSession')!.accountId;
    const id = requestIdOf(c.req.param('requestId'));
    const confirm = () => confirmRequestPayment(deps, { customerId }, id, paymentId);
    return c.json({ payment: await payWithStcPayCode(deps, { kind: 'request', requestId: id }, paymentId, code, confirm) });
  });

  routes.post('/plans/:planId/stcpay', requireCustomer, async (c) => {
    const { mobile } = await bodyOf(c.req, stcPayBody, 'Send {mobile}.');
    const customerId = c.get('customerSession')!.accountId;
    return c.json(await sendStcPayCode(deps, await startPlanPayment(deps, customerId, planIdOf(c.req.param('planId'))), mobile));
  });

  routes.post('/plans/:planId/stcpay/code', requireCustomer, async (c) => {
    const { paymentId, code } = await bodyOf(c.req, stcPayCodeBody, 'Send {paymentId, code}.');
    const purchase = { kind: 'plan', customerId: c.get('customerSession')!.accountId, planId: planIdOf(c.req.param('planId')) } as const;
    const confirm = async () => (await confirmPlanPayment(deps, purchase, paymentId)).payment!;
    return c.json({ payment: await payWithStcPayCode(deps, purchase, paymentId, code, confirm) });
  });

  routes.post('/apple-pay/validate', requireCustomer, async (c) => {
    const { validationUrl } = await bodyOf(c.req, applePayValidation, 'Send {validationUrl}, an address of Apple’s.');
    return c.json(await deps.provider.validateApplePayMerchant(validationUrl, deps.siteDomain(c.req.url)));
  });

  routes.post('/moyasar/webhook', async (c) => {
    if (deps.provider.name !== 'moyasar') throw new ApiError(404, 'notFound', 'No such API route.');
    const report = webhook.safeParse(await jsonOf(c.req));
    if (!report.success || !webhookTokenMatches(deps.webhookSecret, report.data.secret_token)) {
      throw new ApiError(401, 'invalidWebhook', 'This webhook is not signed with our secret token.');
    }
    const { id, metadata } = report.data.data;
    const purchase = purchaseOf(Object.fromEntries(Object.entries(metadata ?? {}).map(([key, value]) => [key, String(value)])));
    if (report.data.type !== 'payment_paid' || !purchase) return c.json({ handled: false });
    // The report only says which payment to look at: the provider is asked what it really is.
    try {
      if (purchase.kind === 'request') await confirmRequestPayment(deps, null, purchase.requestId, id);
      else await confirmPlanPayment(deps, purchase, id);
      return c.json({ handled: true });
    } catch (error) {
      // A refusal will not change by sending it again; anything else (provider down) is retried.
      if (error instanceof ApiError && error.status < 500) return c.json({ handled: false, reason: error.code });
      throw error;
    }
  });

  return routes;
}

async function bodyOf<T>(request: Parameters<typeof jsonOf>[0], schema: z.ZodType<T>, expected: string): Promise<T> {
  const body = schema.safeParse(await jsonOf(request));
  if (!body.success) throw new ApiError(400, 'invalidPayload', expected);
  return body.data;
}

const paymentIdOf = async (request: Parameters<typeof jsonOf>[0]) => (await bodyOf(request, confirmBody, 'Send {paymentId}.')).paymentId;
