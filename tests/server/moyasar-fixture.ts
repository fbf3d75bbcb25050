import { afterAll, beforeAll } from 'vitest';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { startFakeMoyasar, type FakeMoyasar } from './fake-moyasar.ts';

// The server paying through Moyasar's local fake, as the suites of cards, STC Pay and Apple Pay
// set it up: the fake on its own port (on the harness's clock), the app configured with its keys
// and address, and sara signed in. Started before the suite (the file, or the describe it is
// called in) and closed after it.
export const moyasarKeys = { publishableKey: 'pk_test_fake_publishable', secretKey: 'sk_test_fake_secret' };

export interface MoyasarFixture {
  fake: FakeMoyasar;
  h: Harness & { adminId: string };
}

export function moyasarForThisSuite({ webhookSecret = null }: { webhookSecret?: string | null } = {}): MoyasarFixture {
  const fixture = {} as MoyasarFixture;
  beforeAll(async () => {
    fixture.fake = await startFakeMoyasar({ ...moyasarKeys, now: () => fixture.h.clock.now() });
    fixture.h = await harnessWithAdmin({ config: { moyasar: { ...moyasarKeys, webhookSecret, apiUrl: fixture.fake.url } } });
    await registerCustomer(fixture.h, 'sara');
  });
  afterAll(async () => {
    await fixture.h?.close();
    await fixture.fake?.close();
  });
  return fixture;
}
