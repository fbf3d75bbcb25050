import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applePayAssociationPath } from '../../server/http/payment-routes.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { declinedCard, type FakeMoyasar } from './fake-moyasar.ts';
import { moyasarForThisSuite, moyasarKeys } from './moyasar-fixture.ts';
import { acceptedOffer, confirmRequestPaymentAs, paidEvents, startRequestPaymentAs } from './request-fixtures.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';

// Apple Pay on the web, our server's part: Apple's merchant validation goes through our server
// to the provider (never to an address that is not Apple's), and the domain association file
// Apple checks is served when configured, 404 otherwise.
const appleValidationUrl = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const validate = (h: Harness, client: string, validationUrl: string) =>
  h.request('/api/payments/apple-pay/validate', { client, body: { validationUrl } });

describe('Apple Pay merchant validation through Moyasar (its local fake)', () => {
  const moyasar = moyasarForThisSuite();
  let fake: FakeMoyasar;
  let h: Harness;
  beforeAll(() => ({ fake, h } = moyasar));

  it('asks Moyasar for a merchant session for our domain and answers it', async () => {
    const answer = await validate(h, 'sara', appleValidationUrl);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ merchantSessionIdentifier: 'fake-session-1' });
    expect(fake.applePayValidations).toEqual([{ validationUrl: appleValidationUrl, domainName: new URL(h.config.publicUrl!).hostname }]);
  });

  it.each([
    ['another site', 'https://attacker.example/startSession'],
    ['a look-alike of Apple’s', 'https://apple.com.attacker.example/startSession'],
    ['Apple over plain HTTP', 'http://apple-pay-gateway.apple.com/paymentservices/startSession'],
  ])('refuses %s before asking the provider', async (_what, validationUrl) => {
    const before = fake.applePayValidations.length;
    const answer = await validate(h, 'sara', validationUrl);
    expect(answer.status).toBe(400);
    expect(fake.applePayValidations).toHaveLength(before);
  });

  it('is for signed-in customers only', async () => {
    expect((await validate(h, 'nobody', appleValidationUrl)).status).toBe(401);
  });
});

describe('paying with Apple Pay through Moyasar (its local fake)', () => {
  const moyasar = moyasarForThisSuite();
  const price = 27_500;

  /** The page's ApplePaySession handing its token to Moyasar with the publishable key, as src/app/apple-pay.ts does. */
  async function payWithApplePay(start: PaymentStart, card: { network: string; displayName: string }) {
    const token = JSON.stringify({ paymentData: { version: 'EC_v1', data: 'ZmFrZQ==' }, paymentMethod: { ...card, type: 'debit' }, transactionIdentifier: 'ab12' });
    const response = await fetch(`${moyasar.fake.url}/v1/payments`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${moyasarKeys.publishableKey}:`)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        given_id: start.paymentId,
        amount: start.amountHalalas,
        currency: start.currency,
        description: start.description,
        callback_url: 'http://localhost/checkout/back',
        metadata: start.metadata,
        source: { type: 'applepay', token },
      }),
    });
    expect(response.status).toBe(201);
  }

  async function started() {
    const { h } = moyasar;
    const request = await acceptedOffer(h, 'sara', price);
    const start = await startRequestPaymentAs(h, 'sara', request.requestId);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    return { ...request, start: start.body as PaymentStart };
  }

  it('records the payment once Moyasar has it paid, as Apple Pay with the card the token names', async () => {
    const { h, fake } = moyasar;
    const { stream, requestId, start } = await started();
    await payWithApplePay(start, { network: 'Mada', displayName: 'Mada 4242' });
    expect(fake.payments.get(start.paymentId)).toMatchObject({ status: 'paid', source: { type: 'applepay', company: 'mada', number: 'XXXX-XXXX-XXXX-4242' } });

    const confirmed = await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [event] = await paidEvents(h, stream);
    expect(event!.data).toMatchObject({ provider: 'moyasar', paymentId: start.paymentId, amountHalalas: price, wallet: 'applepay', card: { brand: 'mada', last4: '4242' } });
  });

  it('records nothing when the card behind the token is declined', async () => {
    const { h, fake } = moyasar;
    const { stream, requestId, start } = await started();
    await payWithApplePay(start, { network: 'Visa', displayName: `Visa ${declinedCard.slice(-4)}` });
    expect(fake.payments.get(start.paymentId)!.status).toBe('failed');
    expect((await confirmRequestPaymentAs(h, 'sara', requestId, start.paymentId)).status).not.toBe(200);
    expect(await paidEvents(h, stream)).toHaveLength(0);
  });
});

describe('the Apple Pay domain association file', () => {
  let configured: Harness;
  let unconfigured: Harness;
  beforeAll(async () => {
    configured = await createHarness({ config: { applePayDomainAssociation: '7B2270737044...association' } });
    unconfigured = await createHarness();
  });
  afterAll(async () => {
    await configured?.close();
    await unconfigured?.close();
  });

  it('is served as configured', async () => {
    const answer = await configured.request(applePayAssociationPath, { client: 'apple' });
    expect(answer.status).toBe(200);
    expect(answer.bytes.toString('utf8')).toBe('7B2270737044...association');
  });

  it('is 404 while none is configured', async () => {
    expect((await unconfigured.request(applePayAssociationPath, { client: 'apple' })).status).toBe(404);
  });
});
