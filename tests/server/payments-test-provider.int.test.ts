import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards, testGatewayPath } from '../../server/payments/test-gateway.ts';
import type { Harness } from './app-harness.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import {
  acceptedOffer,
  bookedBy,
  cardPaymentBody,
  confirmRequestPaymentAs,
  done,
  paidEvents,
  startRequestPaymentAs,
  stateOf,
} from './request-fixtures.ts';

// Paying an accepted offer with the built-in test provider, all over HTTP as the browser does:
// start hands out the payment's id, the card goes to the test gateway, confirm asks the
// gateway and records `request.paid` as the server, once, with only the card's last 4 digits.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin();
  await registerCustomer(h, 'sara');
  await registerCustomer(h, 'omar');
});
afterAll(async () => {
  await h.close();
});

const price = 15_050;

/** Given: sara has an accepted offer and start's answer for it. */
async function started(priceHalalas = price) {
  const request = await acceptedOffer(h, 'sara', priceHalalas);
  const start = await startRequestPaymentAs(h, 'sara', request.requestId);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return { ...request, start: start.body };
}

/** The card form sending `number` to the test gateway for start's answer. */
const sendCard = (start: Parameters<typeof cardPaymentBody>[0], number: string, card: Parameters<typeof cardPaymentBody>[2] = {}) =>
  h.request(testGatewayPath, { client: 'sara', body: cardPaymentBody(start, number, card) });

const verify = (paymentId: string, approved: boolean) =>
  h.request(`${testGatewayPath}/${paymentId}/verification`, { client: 'sara', body: { approved } });

function expectRefused(response: { status: number; body: any }, status: number, code: string) {
  expect([response.status, response.body?.error?.code], JSON.stringify(response.body)).toEqual([status, code]);
}

describe('starting a payment', () => {
  it('refuses another customer’s request and a non-existent one with the same 404 notFound', async () => {
    const { requestId } = await acceptedOffer(h, 'sara', price);
    const someoneElses = await startRequestPaymentAs(h, 'omar', requestId);
    const nobodys = await startRequestPaymentAs(h, 'omar', uuidv7());
    expectRefused(someoneElses, 404, 'notFound');
    expect(someoneElses.body).toEqual(nobodys.body);
  });

  it('refuses a request not yet accepted with 409 notAwaitingPayment', async () => {
    const stream = await bookedBy(h, 'sara');
    await done(h, 'admin', stream, 'offerMade', { priceHalalas: price, adminNote: '' });
    expectRefused(await startRequestPaymentAs(h, 'sara', stream.slice('request-'.length)), 409, 'notAwaitingPayment');
  });

  it('refuses a paid request with 409 alreadyPaid', async () => {
    const { requestId, start } = await started();
    expect((await sendCard(start, testCards.paid)).status).toBe(201);
    expect((await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId)).status).toBe(200);
    expectRefused(await startRequestPaymentAs(h, 'sara', requestId), 409, 'alreadyPaid');
  });

  it('twice gives the same payment id, and the gateway keeps the first payment for it', async () => {
    const { requestId, start } = await started();
    const again = await startRequestPaymentAs(h, 'sara', requestId);
    expect(again.body.paymentId).toBe(start.paymentId);
    expect(start).toMatchObject({ amountHalalas: price, currency: 'SAR', metadata: { requestId } });

    const firstTab = await sendCard(start, testCards.paid);
    const secondTab = await sendCard(again.body, testCards.declined);
    expect([firstTab.status, secondTab.status]).toEqual([201, 201]);
    expect(secondTab.body).toEqual(firstTab.body);
    expect(secondTab.body).toMatchObject({ id: start.paymentId, status: 'paid' });
    const { rows } = await h.db.query("select id from test_gateway_payments where metadata->>'requestId' = $1", [requestId]);
    expect(rows).toHaveLength(1);
  });
});

describe('a good card', () => {
  it('is paid: confirm records one request.paid as the server, with the card’s brand and last 4 only', async () => {
    const { stream, requestId, start } = await started();
    const payment = await sendCard(start, '4242 4242 4242 4242');
    expect(payment.status).toBe(201);
    expect(payment.body).toMatchObject({ id: start.paymentId, status: 'paid', amount: price });

    const confirmed = await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const events = await paidEvents(h, stream);
    expect(events).toHaveLength(1);
    expect(events[0]!.actor).toEqual({ role: 'system' });
    expect(events[0]!.data).toEqual({
      provider: 'test',
      paymentId: start.paymentId,
      amountHalalas: price,
      card: { brand: 'visa', last4: '4242' },
      invoiceNumber: expect.any(Number),
      invoiceQr: null,
    });
    const { invoiceNumber } = events[0]!.data as { invoiceNumber: number };
    expect(Number.isInteger(invoiceNumber) && invoiceNumber > 0).toBe(true);
    expect(confirmed.body.payment).toEqual(events[0]!.data);
    expect((await stateOf(h, stream)).value).toBe('paid');
  });

  it('leaves the full card number nowhere: not in any stored event, not in the gateway’s row', async () => {
    const { requestId, start } = await started();
    await sendCard(start, testCards.paid);
    await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId);
    const events = JSON.stringify(await h.store.readAfter(0));
    const { rows } = await h.db.query('select * from test_gateway_payments');
    expect(events).toContain(start.paymentId);
    expect(JSON.stringify(rows)).toContain(start.paymentId);
    for (const stored of [events, JSON.stringify(rows)]) {
      expect(stored).not.toContain(testCards.paid);
      expect(stored).not.toContain('4242 4242 4242 4242');
      expect(stored).not.toContain('424242424242');
    }
  });
});

describe('a declined card', () => {
  it('is refused with 402 paymentDeclined; nothing is recorded and the request still awaits payment', async () => {
    const { stream, requestId, start } = await started();
    expect((await sendCard(start, '4000 0000 0000 0002')).body.status).toBe('failed');
    const before = await h.store.lastPosition();
    expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId), 402, 'paymentDeclined');
    await expectLogUnchangedAndHealthy(h, before);
    expect((await stateOf(h, stream)).value).toBe('awaitingPayment');
  });

  it('leaves the customer a new payment id for another card, which then pays', async () => {
    const { stream, requestId, start } = await started();
    await sendCard(start, testCards.declined);
    await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId);

    const next = await startRequestPaymentAs(h, 'sara', requestId);
    expect(next.status).toBe(200);
    expect(next.body.paymentId).not.toBe(start.paymentId);
    expect((await sendCard(next.body, testCards.paid)).body.status).toBe('paid');
    expect((await confirmRequestPaymentAs(h, 'sara', requestId, next.body.paymentId)).status).toBe(200);
    expect((await paidEvents(h, stream)).map((event) => (event.data as { paymentId: string }).paymentId)).toEqual([next.body.paymentId]);
    expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId), 409, 'alreadyPaid');
  });
});

describe('the gateway’s card checks', () => {
  const cases = [
    ['a number failing the Luhn sum', '4242424242424241', {}, 'invalidCardNumber'],
    ['an expired month', testCards.paid, { month: 10, year: 2026 }, 'cardExpired'],
    ['a security code of 2 digits', testCards.paid, { cvc: '12' }, 'invalidCvc'],
  ] as const;
  it.each(cases)('refuses %s with 400, storing nothing', async (_name, number, card, code) => {
    const { start } = await started();
    expectRefused(await sendCard(start, number, card), 400, code);
    const { rows } = await h.db.query('select id from test_gateway_payments where id = $1', [start.paymentId]);
    expect(rows).toHaveLength(0);
  });
});

describe('where the gateway sends the customer back', () => {
  it.each(['https://elsewhere.example/checkout', 'javascript:alert(1)', 'http://localhost.elsewhere.example/', '//elsewhere.example/'])(
    'is a page of this site: %s is refused with 400 and no payment is made',
    async (callbackUrl) => {
      const { start } = await started();
      const response = await h.request(testGatewayPath, { client: 'sara', body: { ...cardPaymentBody(start, testCards.paid), callback_url: callbackUrl } });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      const { rows } = await h.db.query('select id from test_gateway_payments where id = $1', [start.paymentId]);
      expect(rows).toEqual([]);
    },
  );
});

describe('a card that asks for verification', () => {
  it('is initiated with a transaction url, and not paid before it is verified', async () => {
    const { requestId, start } = await started();
    const payment = await sendCard(start, '4000 0000 0000 3220');
    expect(payment.body.status).toBe('initiated');
    expect(payment.body.source.transaction_url).toEqual(expect.any(String));
    const before = await h.store.lastPosition();
    expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId), 409, 'paymentNotCompleted');
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('pays once approved', async () => {
    const { stream, requestId, start } = await started();
    await sendCard(start, testCards.verified);
    expect((await verify(start.paymentId, true)).body.status).toBe('paid');
    expect((await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId)).status).toBe(200);
    expect(await paidEvents(h, stream)).toHaveLength(1);
  });

  it('is answered by the customer who paid alone: another customer and a visitor are refused, and it stays waiting', async () => {
    const { start } = await started();
    await sendCard(start, testCards.verified);
    const answerAs = (client: string | undefined) =>
      h.request(`${testGatewayPath}/${start.paymentId}/verification`, { client, body: { approved: true } });
    expectRefused(await answerAs('omar'), 404, 'notFound');
    expectRefused(await answerAs(undefined), 401, 'signInRequired');
    expect((await verify(start.paymentId, false)).body.status).toBe('failed');
  });

  it('is declined when not approved', async () => {
    const { stream, requestId, start } = await started();
    await sendCard(start, testCards.verified);
    expect((await verify(start.paymentId, false)).body.status).toBe('failed');
    expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId), 402, 'paymentDeclined');
    expect(await paidEvents(h, stream)).toHaveLength(0);
  });
});

describe('a confirmation that does not add up', () => {
  it('naming a payment id start never handed out is refused with 404 unknownPayment', async () => {
    const { requestId } = await started();
    const before = await h.store.lastPosition();
    for (const forged of [uuidv4(), uuidv7(), 'pay_made_up']) {
      expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, forged), 404, 'unknownPayment');
    }
    await expectLogUnchangedAndHealthy(h, before);
  });

  it('naming another request’s paid payment is refused with 404 unknownPayment', async () => {
    const cheap = await started(100);
    const dear = await started(90_000);
    expect((await sendCard(cheap.start, testCards.paid)).body.status).toBe('paid');
    const before = await h.store.lastPosition();
    expectRefused(await confirmRequestPaymentAs(h, 'sara', dear.requestId, cheap.start.paymentId), 404, 'unknownPayment');
    await expectLogUnchangedAndHealthy(h, before);
    expect((await stateOf(h, dear.stream)).value).toBe('awaitingPayment');
  });

  it('for a payment of another amount than the offer is refunded (422 chargeRefunded) and not recorded as paid', async () => {
    const { stream, requestId, start } = await started();
    const paidLess = await sendCard({ ...start, amountHalalas: 100 }, testCards.paid);
    expect(paidLess.body).toMatchObject({ id: start.paymentId, status: 'paid', amount: 100 });
    expectRefused(await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId), 422, 'chargeRefunded');
    expect(await paidEvents(h, stream)).toEqual([]);
    expect((await stateOf(h, stream)).value).toBe('awaitingPayment');

    // The request is not stuck on that payment: the next start hands out a new id, which pays.
    const again = await startRequestPaymentAs(h, 'sara', requestId);
    expect(again.body.paymentId).not.toBe(start.paymentId);
    expect((await sendCard(again.body, testCards.paid)).status).toBe(201);
    expect((await confirmRequestPaymentAs(h, 'sara', requestId, again.body.paymentId)).status).toBe(200);
  });
});

describe('confirming more than once', () => {
  it('five confirmations at once all answer the same payment, recorded once', async () => {
    const { stream, requestId, start } = await started();
    await sendCard(start, testCards.paid);
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const events = await paidEvents(h, stream);
    expect(events).toHaveLength(1);
    for (const answer of answers) expect(answer.body.payment).toEqual(events[0]!.data);
  });

  it('a confirmation after the payment is recorded answers it again and records nothing', async () => {
    const { stream, requestId, start } = await started();
    await sendCard(start, testCards.paid);
    const first = await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId);
    const before = await h.store.lastPosition();
    const again = await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await expectLogUnchangedAndHealthy(h, before);
    expect(await paidEvents(h, stream)).toHaveLength(1);
  });
});

describe('a body that is not JSON', () => {
  it.each([
    ['confirm', () => `/api/payments/requests/${uuidv7()}/confirm`],
    ['the test gateway', () => testGatewayPath],
    ['the confirmation step', () => `${testGatewayPath}/${uuidv7()}/verification`],
  ])('sent to %s is a 400 malformedJson, not a server error', async (_route, path) => {
    expectRefused(await h.request(path(), { client: 'sara', body: '{"paymentId":' }), 400, 'malformedJson');
  });
});
