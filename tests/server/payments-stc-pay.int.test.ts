import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStcPay } from '../../server/payments/test-stc-pay.ts';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { stcPaySandboxCode, type FakeMoyasar } from './fake-moyasar.ts';
import { moyasarForThisSuite } from './moyasar-fixture.ts';
import { acceptedOffer, paidEvents } from './request-fixtures.ts';

// Paying an accepted offer with STC Pay, over HTTP as the checkout does: our server asks the
// provider for the payment (the wallet texts a code), passes the customer's code on, then
// confirms the payment as a card's: the amount from the offer, recorded once by the server.
// Against the built-in test provider and against the local Moyasar fake.
const price = 18_500;
const mobile = '055 123 4567';

function stcPaySteps(h: () => Harness) {
  return {
    sendCode: (client: string, requestId: string, typed = mobile) =>
      h().request(`/api/payments/requests/${requestId}/stcpay`, { client, body: { mobile: typed } }),
    submitCode: (client: string, requestId: string, paymentId: string, code: string) =>
      h().request(`/api/payments/requests/${requestId}/stcpay/code`, { client, body: { paymentId, code } }),
  };
}

describe('STC Pay with the built-in test provider', () => {
  let h: Harness & { adminId: string };
  beforeAll(async () => {
    h = await harnessWithAdmin();
    await registerCustomer(h, 'sara');
    await registerCustomer(h, 'omar');
  });
  afterAll(async () => {
    await h.close();
  });
  const { sendCode, submitCode } = stcPaySteps(() => h);

  it('pays the offer once with the code 123456, recorded as STC Pay for the offer’s amount', async () => {
    const { stream, requestId } = await acceptedOffer(h, 'sara', price);
    const sent = await sendCode('sara', requestId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { paymentId } = sent.body as { paymentId: string };
    expect(await paidEvents(h, stream)).toHaveLength(0);

    const paid = await submitCode('sara', requestId, paymentId, testStcPay.code);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [event] = await paidEvents(h, stream);
    expect(event!.data).toMatchObject({ provider: 'test', paymentId, amountHalalas: price, card: null, wallet: 'stcpay' });
    expect(event!.actor).toEqual({ role: 'system' });
    // The same code sent again (a double click) finds the payment recorded: nothing more.
    expect((await submitCode('sara', requestId, paymentId, testStcPay.code)).status).toBe(200);
    expect(await paidEvents(h, stream)).toHaveLength(1);
  });

  it('refuses a wrong code with nothing paid, and the next code goes to a new payment', async () => {
    const { stream, requestId } = await acceptedOffer(h, 'sara', price);
    const { paymentId } = (await sendCode('sara', requestId)).body as { paymentId: string };
    const refused = await submitCode('sara', requestId, paymentId, '654321');
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: { code: 'stcPayCodeRefused' } });
    // The failed payment cannot be paid by guessing again.
    expect((await submitCode('sara', requestId, paymentId, testStcPay.code)).status).toBe(402);
    expect(await paidEvents(h, stream)).toHaveLength(0);

    const again = (await sendCode('sara', requestId)).body as { paymentId: string };
    expect(again.paymentId).not.toBe(paymentId);
    expect((await submitCode('sara', requestId, again.paymentId, testStcPay.code)).status).toBe(200);
    expect(await paidEvents(h, stream)).toHaveLength(1);
  });

  it('refuses a number that is not a Saudi mobile, and one with no wallet, before any code', async () => {
    const { stream, requestId } = await acceptedOffer(h, 'sara', price);
    const notMobile = await sendCode('sara', requestId, '011 234 5678');
    expect(notMobile.status).toBe(400);
    expect(notMobile.body).toMatchObject({ error: { code: 'invalidMobile' } });
    const noWallet = await sendCode('sara', requestId, testStcPay.noWallet);
    expect(noWallet.status).toBe(402);
    expect(noWallet.body).toMatchObject({ error: { code: 'stcPayRefused' } });
    expect(await paidEvents(h, stream)).toHaveLength(0);
  });

  it('lets nobody else send a code for the request or pass one on for its payment', async () => {
    const { stream, requestId } = await acceptedOffer(h, 'sara', price);
    expect((await sendCode('omar', requestId)).status).toBe(404);
    const { paymentId } = (await sendCode('sara', requestId)).body as { paymentId: string };
    expect((await submitCode('omar', requestId, paymentId, testStcPay.code)).status).toBe(404);
    const other = await acceptedOffer(h, 'omar', price);
    expect((await submitCode('omar', other.requestId, paymentId, testStcPay.code)).status).toBe(404);
    expect(await paidEvents(h, stream)).toHaveLength(0);
  });
});

describe('STC Pay through Moyasar (its local fake)', () => {
  const moyasar = moyasarForThisSuite();
  let fake: FakeMoyasar;
  let h: Harness;
  beforeAll(() => ({ fake, h } = moyasar));
  const { sendCode, submitCode } = stcPaySteps(() => h);

  it('creates the stcpay payment with the 05 number, passes the code to its transaction_url and records it once paid', async () => {
    const { stream, requestId } = await acceptedOffer(h, 'sara', price);
    const sent = await sendCode('sara', requestId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { paymentId } = sent.body as { paymentId: string };
    const atMoyasar = fake.payments.get(paymentId)!;
    expect(atMoyasar).toMatchObject({ status: 'initiated', amount: price, currency: 'SAR', metadata: { requestId } });
    expect(atMoyasar.source).toMatchObject({ type: 'stcpay' });

    const paid = await submitCode('sara', requestId, paymentId, stcPaySandboxCode);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(fake.reads).toContain(paymentId);
    const [event] = await paidEvents(h, stream);
    expect(event!.data).toMatchObject({ provider: 'moyasar', paymentId, amountHalalas: price, card: null, wallet: 'stcpay' });
  });

  it('records nothing when Moyasar refuses the code', async () => {
    const { stream, requestId } = await acceptedOffer(h, 'sara', price);
    const { paymentId } = (await sendCode('sara', requestId)).body as { paymentId: string };
    const refused = await submitCode('sara', requestId, paymentId, '111111');
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: { code: 'stcPayCodeRefused' } });
    expect(fake.payments.get(paymentId)!.status).toBe('failed');
    expect(await paidEvents(h, stream)).toHaveLength(0);
  });
});
