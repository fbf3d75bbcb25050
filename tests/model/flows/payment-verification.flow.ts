// The test provider's confirmation page (a bank's 3-D Secure step), drawn from its own machine:
// the customer confirms or fails the payment, the answer is sent or lost on the way and given
// again, and the provider sends them back to the checkout, which confirms the payment with our
// server (a new checkout that starts confirming: the receipt, or the card declined).
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { paymentVerificationMachine, type PaymentVerificationSnapshot } from '../../../machines/payment-verification.machine.ts';
import type { Visitor } from '../../e2e/browser.ts';
import { cardSteps, startVerifiedPaymentByApi } from '../../e2e/checkout-steps.ts';
import { languages, screenText, type Language } from '../../e2e/screen-text.ts';
import type { FlowModel, FlowWorld, Words } from '../flow-model.ts';
import { customerWithAcceptedOffer } from '../steps/accepted-offer.ts';
import { checkoutText } from '../steps/checkout-text.ts';
import { holdRequests, type HeldRequests } from '../steps/held-requests.ts';

interface VerificationWorld extends FlowWorld {
  customer: Visitor;
  requestId: string;
  /** The answer on its way to the provider, held while the page shows it is sending. */
  answers: HeldRequests;
}

type VerificationFlow = FlowModel<typeof paymentVerificationMachine, VerificationWorld>;

const sent = 'xstate.done.actor.0.paymentVerification.sending';
const lost = 'xstate.error.actor.0.paymentVerification.sending';

const eventSamples = [
  { type: 'approve' },
  { type: 'fail' },
  { type: sent },
  { type: lost, error: { code: 'networkError' } },
] as unknown as EventFromLogic<typeof paymentVerificationMachine>[];

const serializeState = (snapshot: PaymentVerificationSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.matches('asking') ? null : snapshot.context.approved]);

const answerButtons = (world: VerificationWorld) => {
  const { page } = world.customer;
  const text = screenText[world.language];
  return [page.getByRole('button', { name: text.confirmRequestPayment }), page.getByRole('button', { name: text.failConfirmation })];
};

async function onVerificationPage(world: VerificationWorld, { mayAnswer, alert }: { mayAnswer: boolean; alert: boolean }) {
  const { page } = world.customer;
  await page.getByRole('heading', { name: screenText[world.language].confirmYourPayment, level: 1 }).waitFor();
  for (const button of answerButtons(world)) await expect.poll(() => button.isEnabled(), { message: 'an answer button enabled' }).toBe(mayAnswer);
  const alerts = page.locator('#main').getByRole('alert');
  if (alert) await alerts.filter({ hasText: checkoutText[world.language].unreachable }).waitFor();
  else expect(await alerts.count(), 'an alert').toBe(0);
}

const page = (en: string, ar: string): Words => ({ en, ar });

const states: VerificationFlow['states'] = {
  asking: {
    shows: page(
      `The provider's page 'Confirm your payment' with 'Confirm payment' and 'Fail confirmation'.`,
      `صفحة مزوّد الدفع '${screenText.ar.confirmYourPayment}' مع '${screenText.ar.confirmRequestPayment}' و'${screenText.ar.failConfirmation}'.`,
    ),
    check: (world) => onVerificationPage(world, { mayAnswer: true, alert: false }),
  },
  sending: {
    shows: page(`Both buttons are disabled while the answer is sent.`, `الزرّان معطّلان أثناء إرسال الإجابة.`),
    check: (world) => onVerificationPage(world, { mayAnswer: false, alert: false }),
  },
  notSent: {
    shows: page(
      `The alert '${checkoutText.en.unreachable}'; both buttons can be tapped again.`,
      `التنبيه '${checkoutText.ar.unreachable}'، ويمكن الضغط على الزرّين من جديد.`,
    ),
    check: (world) => onVerificationPage(world, { mayAnswer: true, alert: true }),
  },
  answered: {
    shows: (snapshot) =>
      snapshot.context.approved
        ? page(`Back from the provider: the receipt, 'Payment received'.`, `العودة من مزوّد الدفع: الإيصال، '${screenText.ar.paymentReceived}'.`)
        : page(
            `Back on the checkout: the alert '${screenText.en.cardDeclined}' above the empty card form.`,
            `العودة إلى صفحة الدفع: التنبيه '${screenText.ar.cardDeclined}' فوق نموذج البطاقة الفارغ.`,
          ),
    async check(world, snapshot) {
      const { page } = world.customer;
      const text = screenText[world.language];
      const path = snapshot.context.approved ? `/receipt/${world.requestId}` : `/checkout/${world.requestId}`;
      await expect.poll(() => new URL(page.url()).pathname, { message: 'the address', timeout: 15_000 }).toBe(path);
      if (snapshot.context.approved) {
        await page.getByRole('heading', { name: text.paymentReceived, level: 1 }).waitFor();
        await page.getByTestId('tax-invoice').waitFor();
      } else {
        const form = cardSteps(world.language).cardForm(page);
        await form.getByRole('alert').filter({ hasText: text.cardDeclined }).waitFor();
        await form.getByRole('button', { name: text.payNow }).and(form.locator(':enabled')).waitFor();
        expect(await form.getByLabel(text.cardNumber).inputValue(), 'the card number').toBe('');
      }
    },
  },
};

const tap = (world: VerificationWorld, name: 'confirmRequestPayment' | 'failConfirmation') =>
  world.customer.page.getByRole('button', { name: screenText[world.language][name] }).click();

const answerEvents = {
  [sent]: {
    does: page(`Wait while the provider takes the answer and sends you back.`, `انتظر حتى يتلقّى مزوّد الدفع الإجابة ويعيدك.`),
    act: (world: VerificationWorld) => world.answers.release(),
  },
  [lost]: {
    does: page(
      `The connection drops as the answer is sent (by hand: airplane mode on before tapping, off after).`,
      `ينقطع الاتصال أثناء إرسال الإجابة (يدويًا: شغّل وضع الطيران قبل الضغط وأوقفه بعده).`,
    ),
    act: (world: VerificationWorld) => world.answers.drop(),
  },
};

export const flow: VerificationFlow = {
  name: 'payment-verification',
  machine: paymentVerificationMachine,
  input: { paymentId: 'sample' },
  eventSamples,
  serializeState,
  simplePathSteps: 4,
  languages,
  states,
  events: {
    approve: {
      does: page(`Tap 'Confirm payment'.`, `اضغط '${screenText.ar.confirmRequestPayment}'.`),
      act: (world) => tap(world, 'confirmRequestPayment'),
    },
    fail: {
      does: page(`Tap 'Fail confirmation'.`, `اضغط '${screenText.ar.failConfirmation}'.`),
      act: (world) => tap(world, 'failConfirmation'),
    },
    ...answerEvents,
  },
  async open(browser: Browser, language: Language) {
    const { customer, requestId } = await customerWithAcceptedOffer(browser, language);
    const paymentId = await startVerifiedPaymentByApi(customer.page, requestId);
    const answers = await holdRequests(customer.page, `**/api/test-gateway/v1/payments/${paymentId}/verification`);
    await customer.open(`/payment-verification/${paymentId}`);
    return { language, visitors: [customer], customer, requestId, answers };
  },
  async close(world) {
    await world.customer.context.close();
  },
};
