// The checkout the provider sends the customer back to from its confirmation page, with the
// payment's id: the same checkout machine, started with that id, confirms the payment with our
// server: the receipt, or the refusal on the card form, where the customer pays again. What the
// customer answered on the provider's page decides; the payment-verification flow clicks it, here
// it is answered through the API while the checkout waits.
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { startVerifiedPaymentByApi } from '../../e2e/checkout-steps.ts';
import { languages, screenText, type Language } from '../../e2e/screen-text.ts';
import type { ModelEvent } from '../flow-model.ts';
import { customerWithAcceptedOffer } from '../steps/accepted-offer.ts';
import { checkoutText } from '../steps/checkout-text.ts';
import { holdRequests, type HeldRequests } from '../steps/held-requests.ts';
import { cardFields, type CheckoutSnapshot } from '../../../machines/checkout.machine.ts';
import { isWalletEvent, stcPayUntouched } from './checkout-wallets.ts';
import { flow as checkout, goodCard, paymentCallsHeld, type CheckoutFlow, type CheckoutWorld } from './checkout.flow.ts';
import { baseUrl } from '../../e2e/file-server.ts';

interface ReturnWorld extends CheckoutWorld {
  paymentId: string;
  /** The checkout's confirmation of the returned payment (not of a later one), held while it shows it is confirming. */
  confirmations: HeldRequests;
}

const confirmed = 'xstate.done.actor.0.checkout.confirming';
const refused = 'xstate.error.actor.0.checkout.confirming';

/** The customer's answer on the provider's confirmation page, as that page sends it. */
async function answerConfirmationByApi(page: Page, paymentId: string, approved: boolean) {
  const answer = await page.request.post(`/api/test-gateway/v1/payments/${paymentId}/verification`, {
    headers: { origin: new URL(baseUrl()).origin },
    data: { approved },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const paidPayment = { provider: 'test', paymentId: 'sample', amountHalalas: 24_000, card: { brand: 'visa', last4: '3220' }, invoiceNumber: 1 };

/**
 * Once refused, the good card only: the checkout flow tries the others, and STC Pay and Apple Pay.
 * This browser has no Apple Pay: a tap on its button is looked for once, on the untouched form.
 */
const eventSamples: ModelEvent[] = [
  { type: confirmed, output: paidPayment },
  { type: refused, error: { code: 'paymentDeclined' } },
  ...(checkout.eventSamples as ModelEvent[]).filter(
    (event) => event.type === 'applePay.pay' || (!isWalletEvent(event) && (event.type !== 'edit' || goodCard[event.field as 'name'] === event.value)),
  ),
];

const nothingTyped = (snapshot: CheckoutSnapshot) =>
  cardFields.every((field) => snapshot.context.fields[field] === '') && Object.keys(snapshot.context.problems).length === 0 && stcPayUntouched(snapshot);
const filterEvents = (snapshot: CheckoutSnapshot, event: ModelEvent) =>
  event.type === 'applePay.pay' ? snapshot.matches('editing') && nothingTyped(snapshot) : checkout.filterEvents!(snapshot, event);

const stcPayInCheckoutFlow = 'STC Pay is the checkout flow\'s: its forms are the same whether or not the customer came back from the provider\'s page';

export const flow: CheckoutFlow<ReturnWorld> = {
  ...checkout,
  name: 'checkout-return',
  languages,
  input: { ...(checkout.input as object), returnedPaymentId: 'returned', applePayAvailable: false },
  eventSamples,
  filterEvents,
  states: {
    ...checkout.states,
    confirming: {
      shows: {
        en: `Back from the provider's page, the checkout says '${checkoutText.en.paying}' and the card fields cannot be changed.`,
        ar: `بعد العودة من صفحة مزوّد الدفع، يظهر في صفحة الدفع '${checkoutText.ar.paying}' ولا يمكن تعديل حقول البطاقة.`,
      },
      check: checkout.states.paying!.check,
    },
  },
  events: {
    ...checkout.events,
    'applePay.pay': {
      does: {
        en: `Look for '${screenText.en.payWithApplePay}': this browser has no Apple Pay, so there is none to tap.`,
        ar: `ابحث عن '${screenText.ar.payWithApplePay}': لا يدعم هذا المتصفح Apple Pay، فلا زر لتضغطه.`,
      },
      async act(world) {
        expect(await world.customer.page.getByRole('button', { name: screenText[world.language].payWithApplePay }).count(), 'an Apple Pay button').toBe(0);
      },
    },
    [confirmed]: {
      does: {
        en: `Wait while the payment you confirmed on the provider's page ('${screenText.en.confirmRequestPayment}') is recorded.`,
        ar: `انتظر تسجيل الدفع الذي أكّدته في صفحة مزوّد الدفع ('${screenText.ar.confirmRequestPayment}').`,
      },
      async act(world) {
        await answerConfirmationByApi(world.customer.page, world.paymentId, true);
        await world.confirmations.release();
      },
    },
    [refused]: {
      does: {
        en: `Wait while the checkout learns you failed the confirmation on the provider's page ('${screenText.en.failConfirmation}').`,
        ar: `انتظر حتى تعلم صفحة الدفع أنك أفشلت التأكيد في صفحة مزوّد الدفع ('${screenText.ar.failConfirmation}').`,
      },
      async act(world) {
        await answerConfirmationByApi(world.customer.page, world.paymentId, false);
        await world.confirmations.release();
      },
    },
  },
  async open(browser: Browser, language: Language) {
    const { customer, requestId } = await customerWithAcceptedOffer(browser, language);
    const paymentId = await startVerifiedPaymentByApi(customer.page, requestId);
    const held = await paymentCallsHeld(customer.page, requestId);
    const confirmations = await holdRequests(customer.page, `**/api/payments/requests/${requestId}/confirm`, 1);
    await customer.open(`/checkout/${requestId}?id=${paymentId}&status=initiated`);
    return { language, visitors: [customer], customer, requestId, ...held, paymentId, confirmations };
  },
  unreachable: {
    confirmingElsewhere: 'a card the provider asks to confirm: the checkout flow',
    'always#1': 'a checkout opened without a payment to confirm: the checkout flow',
    cameBackFromConfirmation: 'a checkout opened without a payment to confirm: the checkout flow',
    confirmationAsked: 'a card the provider asks to confirm: the checkout flow',
    'error.actor.0.checkout.paying#': 'a card the provider declines: the checkout flow',
    StcPay: stcPayInCheckoutFlow,
    stcPay: stcPayInCheckoutFlow,
    mobileIsSaudi: stcPayInCheckoutFlow,
    codeIsSixDigits: stcPayInCheckoutFlow,
    ApplePay: 'Apple Pay where the browser offers it: the checkout flow',
    applePayAvailable: 'Apple Pay where the browser offers it: the checkout flow (this browser has none)',
  },
};
