import type { PlanId } from '../../machines/domain/constants.ts';
import type { PaymentStart } from '../payments/payment-steps.ts';
import { testCards } from '../payments/test-gateway.ts';
import type { DemoCustomer, PlannedRequest } from './demo-cast.ts';
import type { Stage } from './stage.ts';

// Paying by card as the checkout does: our server hands out the payment's id, the card goes
// to the gateway (the built-in test provider) under it, then our server asks the gateway and
// records the payment: `request.paid`, or the plan granted.
const typingTheCardMs = 60_000;

export function payForRequest(stage: Stage, request: PlannedRequest): Promise<void> {
  return payByCard(stage, request.customer, `/api/payments/requests/${request.id}`, `/checkout/${request.id}`);
}

export function buyPlan(stage: Stage, customer: DemoCustomer, plan: PlanId): Promise<void> {
  return payByCard(stage, customer, `/api/payments/plans/${plan}`, `/checkout/plan/${plan}`);
}

async function payByCard(stage: Stage, customer: DemoCustomer, payments: string, checkoutPath: string): Promise<void> {
  const browser = stage.browserOf(customer);
  const { gateway } = await browser.get<{ gateway: { paymentsUrl: string } }>('/api/payments/gateway');
  const start = await browser.post<PaymentStart>(`${payments}/start`);
  stage.clock.advance(typingTheCardMs);
  const payment = await browser.post<{ id: string }>(gateway.paymentsUrl, {
    given_id: start.paymentId,
    amount: start.amountHalalas,
    currency: start.currency,
    description: start.description,
    callback_url: `${browser.origin}${checkoutPath}`,
    metadata: start.metadata,
    source: {
      type: 'creditcard',
      name: customer.fullName,
      number: testCards.paid,
      month: 12,
      year: stage.clock.now().getUTCFullYear() + 2,
      cvc: '123',
    },
  });
  await browser.post(`${payments}/confirm`, { paymentId: payment.id });
}
