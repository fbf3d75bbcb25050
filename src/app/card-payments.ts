// The checkout machine with the app's part plugged in. Our server hands out the payment's id
// and amount (an offer's price, or a plan's from the settings); the card goes from this browser straight to the provider (the built-in test
// gateway or Moyasar) under that id; then our server asks the provider and records the
// payment. The card number is sent to the provider alone.
import { fromPromise } from 'xstate';
import {
  checkoutMachine,
  type CardOutcome,
  type CardPayment,
  type Payable,
  type StcPayCodeAnswer,
  type StcPayCodeRequest,
} from '../../machines/checkout.machine.ts';
import { cardDigits, fullYear } from '../../machines/domain/payment-cards.ts';
import { paymentVerificationMachine, type VerificationAnswer } from '../../machines/payment-verification.machine.ts';
import type { ConfirmedPayment } from '../../machines/domain/confirmed-payment.ts';
import { callApi, type ApiAnswer } from '../eventlog/api-call.ts';
import { payWithApplePay } from './apple-pay.ts';
import { loadGateway } from './payment-gateway.ts';

export interface PaymentStart {
  paymentId: string;
  amountHalalas: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

export interface GatewayAnswer {
  id: string;
  status: string;
  source?: { transaction_url?: string | null } | null;
}

export const send = globalThis.fetch.bind(globalThis);
export const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function answered<T>(answer: ApiAnswer, refusedAs?: string): T {
  if ('ok' in answer) return answer.ok as T;
  throw { code: answer.kind === 'refused' ? (refusedAs ?? answer.code) : 'networkError' };
}

export const paymentsOf = (payable: Payable) =>
  payable.kind === 'request' ? `/api/payments/requests/${payable.requestId}` : `/api/payments/plans/${payable.planId}`;

/** Where the provider sends the customer back after its confirmation page. */
export const checkoutAddress = (payable: Payable) =>
  `${globalThis.location.origin}/checkout/${payable.kind === 'request' ? payable.requestId : `plan/${payable.planId}`}`;

export async function confirm(payable: Payable, paymentId: string): Promise<ConfirmedPayment> {
  const answer = await callApi(send, `${paymentsOf(payable)}/confirm`, json({ paymentId }));
  return answered<{ payment: ConfirmedPayment }>(answer).payment;
}

/** The payment sent straight to the provider under start's id, with the publishable key: a card, or an Apple Pay token. */
export async function createAtGateway(start: PaymentStart, callbackUrl: string, source: Record<string, unknown>): Promise<GatewayAnswer> {
  const gateway = await loadGateway();
  const body = {
    given_id: start.paymentId,
    amount: start.amountHalalas,
    currency: start.currency,
    description: start.description,
    callback_url: callbackUrl,
    metadata: start.metadata,
    source,
  };
  const init = json(body);
  // The publishable key may only create payments: it is meant to be in the page.
  init.headers = { ...init.headers, authorization: `Basic ${btoa(`${gateway.publishableKey}:`)}` };
  const sent = await callApi(send, gateway.paymentsUrl, { ...init, credentials: 'omit' });
  // Our gateway names what is wrong with the card; another answers its own way.
  return answered<GatewayAnswer>(sent, 'kind' in sent && sent.kind === 'refused' && /^(invalid|card)/.test(sent.code) ? undefined : 'cardRefused');
}

async function payByCard({ payable, name, card }: CardPayment): Promise<CardOutcome> {
  const start = answered<PaymentStart>(await callApi(send, `${paymentsOf(payable)}/start`, json({})));
  const source = { type: 'creditcard', name, number: cardDigits(card.number), month: card.month, year: fullYear(card.year), cvc: card.cvc };
  const payment = await createAtGateway(start, checkoutAddress(payable), source);
  if (payment.status === 'initiated' && payment.source?.transaction_url) return { confirmAt: payment.source.transaction_url };
  return { paid: await confirm(payable, payment.id) };
}

/** STC Pay: our server asks the provider, which texts the code to the mobile. */
async function sendStcPayCode({ payable, mobile }: StcPayCodeRequest): Promise<{ paymentId: string }> {
  return answered<{ paymentId: string }>(await callApi(send, `${paymentsOf(payable)}/stcpay`, json({ mobile })));
}

/** The code, passed on by our server, which then confirms the payment as a card's. */
async function payWithStcPayCode({ payable, paymentId, code }: StcPayCodeAnswer): Promise<ConfirmedPayment> {
  const answer = await callApi(send, `${paymentsOf(payable)}/stcpay/code`, json({ paymentId, code }));
  return answered<{ payment: ConfirmedPayment }>(answer).payment;
}

/** The test provider's confirmation step answered: back to the checkout, as a bank's page sends you. */
export async function answerTestConfirmation(paymentId: string, approved: boolean): Promise<void> {
  const gateway = await loadGateway();
  const answer = await callApi(send, `${gateway.paymentsUrl}/${paymentId}/verification`, json({ approved }));
  const payment = answered<GatewayAnswer & { callback_url: string }>(answer);
  const back = new URL(payment.callback_url);
  back.search = new URLSearchParams({ id: payment.id, status: payment.status }).toString();
  globalThis.location.assign(back.toString());
}

export const checkoutFlow = checkoutMachine.provide({
  actors: {
    payByCard: fromPromise<CardOutcome, CardPayment>(({ input }) => payByCard(input)),
    confirmReturnedPayment: fromPromise<ConfirmedPayment, { payable: Payable; paymentId: string }>(({ input }) =>
      confirm(input.payable, input.paymentId),
    ),
    sendStcPayCode: fromPromise<{ paymentId: string }, StcPayCodeRequest>(({ input }) => sendStcPayCode(input)),
    payWithStcPayCode: fromPromise<ConfirmedPayment, StcPayCodeAnswer>(({ input }) => payWithStcPayCode(input)),
    payWithApplePay: fromPromise<ConfirmedPayment, { payable: Payable }>(({ input }) => payWithApplePay(input.payable)),
  },
  actions: {
    openConfirmation: ({ context }) => globalThis.location.assign(context.confirmAt!),
  },
});

export const paymentVerificationFlow = paymentVerificationMachine.provide({
  actors: {
    answerConfirmation: fromPromise<void, VerificationAnswer>(({ input }) => answerTestConfirmation(input.paymentId, input.approved)),
  },
});
