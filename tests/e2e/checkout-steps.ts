// A customer's steps the checkout suites share when the form is not what they test: reading
// what their own catch-up holds of a request, accepting an offer and paying it through the
// API as their browser would (our server, then the built-in test gateway, then our server),
// and reading the ZATCA QR text of an invoice.
import type { Locator, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import { screenText, type Language } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

/** The built-in test provider's cards (server/payments/test-gateway.ts), as people type them. */
export const testCards = {
  paid: '4242 4242 4242 4242',
  /** A mada card (its BIN 420132 is a Visa range too): paid. */
  mada: '4201 3201 1111 1010',
  declined: '4000 0000 0000 0002',
  verified: '4000 0000 0000 3220',
  /** Fails the Luhn sum: the form refuses it before anything is sent. */
  invalid: '4242 4242 4242 4241',
};

/** A future expiry (the test gateway checks it too), as people type it. */
export const expiry = `12/${String((new Date().getUTCFullYear() + 4) % 100).padStart(2, '0')}`;

/** The card form on a checkout page in `language`: finding it, filling it, reading its summary. */
export function cardSteps(language: Language) {
  const text = screenText[language];
  return {
    cardForm: (page: Page) => page.getByRole('form', { name: text.cardPayment }),
    async fillCard(form: Locator, number: string, expiryDate = expiry) {
      await form.getByLabel(text.nameOnCard).fill(language === 'ar' ? 'نورة الشهري' : 'Noura Alshehri');
      await form.getByLabel(text.cardNumber).fill(number);
      await form.getByLabel(text.cardExpiry).fill(expiryDate);
      await form.getByLabel(text.securityCode).fill('123');
    },
    /** The checkout summary as term → detail. */
    summaryOf: (page: Page) =>
      page.locator('#main dl').evaluate((list) => {
        const pairs: Record<string, string> = {};
        list.querySelectorAll('dt').forEach((term) => {
          const detail = term.nextElementSibling;
          if (detail?.tagName === 'DD') pairs[term.textContent!.trim()] = detail.textContent!.trim();
        });
        return pairs;
      }),
  };
}

const origin = () => new URL(baseUrl()).origin;

interface CustomerEvent {
  stream: string;
  type: string;
  data: unknown;
}

/** Every event the signed-in customer may read, in order (their catch-up, page after page). */
export async function customerEvents(page: Page): Promise<CustomerEvent[]> {
  const all: CustomerEvent[] = [];
  for (let after = 0; ; ) {
    const answer = (await (await page.request.get(`/api/events?after=${after}`)).json()) as {
      events: CustomerEvent[];
      lastPosition: number;
    };
    all.push(...answer.events);
    if (answer.events.length === 0) return all;
    after = answer.lastPosition;
  }
}

/** The types of the request's events the customer's catch-up holds, in order. */
export async function requestEventTypes(page: Page, requestId: string): Promise<string[]> {
  return (await customerEvents(page)).filter((event) => event.stream === `request-${requestId}`).map((event) => event.type);
}

/** Accepts the admin's offer as the customer's own browser proposes it. */
export async function acceptOfferByApi(page: Page, requestId: string): Promise<void> {
  const expectedVersion = (await requestEventTypes(page, requestId)).length;
  const answer = await page.request.post('/api/events', {
    headers: { origin: origin() },
    data: {
      events: [{ id: uuidv7(), stream: `request-${requestId}`, expectedVersion, type: 'request.offerAccepted', schema: 1, data: {} }],
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Pays the accepted offer with the test gateway's paid card, as the checkout does; answers the invoice number. */
export async function payByApi(page: Page, requestId: string): Promise<number> {
  const paymentId = await cardPaymentByApi(page, `/api/payments/requests/${requestId}`, `/checkout/${requestId}`, testCards.paid);
  return (await confirmedByApi(page, `/api/payments/requests/${requestId}`, paymentId)).invoiceNumber;
}

/** Buys `plan` with the paid card, as the plan's checkout does; answers its invoice's number as its receipt's address names it (INV-000077). */
export async function payPlanByApi(page: Page, plan: string): Promise<string> {
  const paymentId = await cardPaymentByApi(page, `/api/payments/plans/${plan}`, `/checkout/plan/${plan}`, testCards.paid);
  const { invoiceNumber } = await confirmedByApi(page, `/api/payments/plans/${plan}`, paymentId);
  return `INV-${String(invoiceNumber).padStart(6, '0')}`;
}

/** Pays the accepted offer with the card that asks for a confirmation first; answers the payment waiting for it. */
export function startVerifiedPaymentByApi(page: Page, requestId: string): Promise<string> {
  return cardPaymentByApi(page, `/api/payments/requests/${requestId}`, `/checkout/${requestId}`, testCards.verified);
}

/** Our server names the payment, then the card goes to the test gateway under that name; answers the gateway's payment id. */
async function cardPaymentByApi(page: Page, payments: string, checkoutPath: string, card: string): Promise<string> {
  const headers = { origin: origin() };
  const started = await page.request.post(`${payments}/start`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const start = (await started.json()) as { paymentId: string; amountHalalas: number; currency: string; description: string; metadata: unknown };
  const created = await page.request.post('/api/test-gateway/v1/payments', {
    headers,
    data: {
      given_id: start.paymentId,
      amount: start.amountHalalas,
      currency: start.currency,
      description: start.description,
      callback_url: `${origin()}${checkoutPath}`,
      metadata: start.metadata,
      source: { type: 'creditcard', name: 'Paid By Api', number: card.replace(/ /g, ''), month: 12, year: 2030, cvc: '123' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function confirmedByApi(page: Page, payments: string, paymentId: string): Promise<{ invoiceNumber: number }> {
  const confirmed = await page.request.post(`${payments}/confirm`, { headers: { origin: origin() }, data: { paymentId } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as { payment: { invoiceNumber: number } }).payment;
}

/** Phase 2's public key (8) and certificate signature (9) are DER bytes, read here in base64. */
const binaryTags = new Set([8, 9]);

/** The fields of a ZATCA QR text: base64 of TLV records (tag byte, length byte, UTF-8 value or bytes). */
export function zatcaFields(qrText: string): { tag: number; value: string }[] {
  const bytes = Buffer.from(qrText, 'base64');
  const fields: { tag: number; value: string }[] = [];
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    if (at + 2 + length > bytes.length) throw new Error(`TLV field ${tag} runs past the end of the QR text`);
    const value = bytes.subarray(at + 2, at + 2 + length);
    fields.push({ tag, value: binaryTags.has(tag) ? value.toString('base64') : new TextDecoder('utf-8', { fatal: true }).decode(value) });
    at += 2 + length;
  }
  return fields;
}
