import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applePayAssociationPath } from '../../server/http/payment-routes.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { startFakeMoyasar, type FakeMoyasar } from './fake-moyasar.ts';

// Apple Pay on the web, our server's part: Apple's merchant validation goes through our server
// to the provider (never to an address that is not Apple's), and the domain association file
// Apple checks is served when configured, 404 otherwise.
const appleValidationUrl = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const validate = (h: Harness, client: string, validationUrl: string) =>
  h.request('/api/payments/apple-pay/validate', { client, body: { validationUrl } });

describe('Apple Pay merchant validation through Moyasar (its local fake)', () => {
  const keys = { publishableKey: 'pk_test_fake_publishable', secretKey: 'sk_test_fake_secret' };
  let fake: FakeMoyasar;
  let h: Harness & { adminId: string };
  beforeAll(async () => {
    fake = await startFakeMoyasar({ ...keys, now: () => h.clock.now() });
    h = await harnessWithAdmin({ config: { moyasar: { ...keys, webhookSecret: null, apiUrl: fake.url } } });
    await registerCustomer(h, 'sara');
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

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
