// Apple Pay on the web, the app's part of the checkout: offered only where the browser has
// `ApplePaySession` and says a card is ready (`canMakePayments()`). Apple's merchant validation
// goes through our server to the provider; the token goes to the provider under the id our
// server handed out (as a card does), then our server confirms the payment as a card's.
import type { Payable } from '../../machines/checkout.machine.ts';
import type { ConfirmedPayment } from '../../machines/domain/confirmed-payment.ts';
import { callApi } from '../eventlog/api-call.ts';
import { answered, checkoutAddress, confirm, createAtGateway, json, paymentsOf, send, type GatewayAnswer, type PaymentStart } from './card-payments.ts';

interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
  begin(): void;
  abort(): void;
}
interface ApplePaySessionClass {
  new (version: number, request: Record<string, unknown>): ApplePaySessionLike;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

const applePaySession = () => (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;

export function applePayAvailable(): boolean {
  try {
    return applePaySession()?.canMakePayments() === true;
  } catch {
    return false;
  }
}

export async function payWithApplePay(payable: Payable): Promise<ConfirmedPayment> {
  const Session = applePaySession();
  if (!Session) throw { code: 'applePayUnavailable' };
  const start = answered<PaymentStart>(await callApi(send, `${paymentsOf(payable)}/start`, json({})));
  const session = new Session(3, {
    countryCode: 'SA',
    currencyCode: start.currency,
    supportedNetworks: ['mada', 'visa', 'masterCard'],
    merchantCapabilities: ['supports3DS'],
    total: { label: start.description, amount: (start.amountHalalas / 100).toFixed(2) },
  });
  return new Promise<ConfirmedPayment>((resolve, reject) => {
    session.onvalidatemerchant = ({ validationURL }) => {
      callApi(send, '/api/payments/apple-pay/validate', json({ validationUrl: validationURL }))
        .then((answer) => session.completeMerchantValidation(answered<unknown>(answer)))
        .catch((error: unknown) => {
          session.abort();
          reject(error);
        });
    };
    session.onpaymentauthorized = ({ payment }) => {
      const source = { type: 'applepay', token: JSON.stringify(payment.token) };
      createAtGateway(start, checkoutAddress(payable), source)
        .then((paid: GatewayAnswer) => confirm(payable, paid.id))
        .then((confirmed) => {
          session.completePayment(Session.STATUS_SUCCESS);
          resolve(confirmed);
        })
        .catch((error: unknown) => {
          session.completePayment(Session.STATUS_FAILURE);
          reject(error);
        });
    };
    session.oncancel = () => reject({ code: 'applePayCancelled' });
    session.begin();
  });
}
