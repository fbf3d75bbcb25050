import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionLifetimes } from '../../server/auth/sessions.ts';
import type { Harness } from './app-harness.ts';
import { afterRegistration, autoReplySwitched, harnessWithAdmin, owner, profileUpdated, propose, registerCustomer } from './events-api-fixtures.ts';
import { listenAs, type LiveConnection } from './live-connection.ts';

// A live stream ends with its session: at once on logout or suspension (announced to every
// instance), and as soon as the session has expired by the server's clock. The keep-alive
// period here is the production one (25 s), so nothing below relies on the periodic check.
let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin();
});
afterAll(async () => {
  await h.close();
});

const settingsVersion = () => h.store.streamVersion('settings');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Then: a public event appended now never reaches the stream, which has ended. */
async function expectEndedBeforeNextEvent(live: LiveConnection) {
  const appended = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), false)]);
  expect(appended.status).toBe(200);
  expect(await live.next(1_000)).toBe('ended');
}

describe('a live stream whose session ends', () => {
  it('never carries an event appended one second after the customer signs out', async () => {
    await registerCustomer(h, 'leaving');
    const live = await listenAs(h, 'leaving', `?after=${await h.store.lastPosition()}`);
    try {
      await h.request('/api/auth/logout', { client: 'leaving', body: {} });
      await pause(1_000);
      await expectEndedBeforeNextEvent(live);
    } finally {
      await live.close();
    }
  });

  it('never carries an event appended after an admin suspends the customer', async () => {
    const fahad = await registerCustomer(h, 'fahad');
    const live = await listenAs(h, 'fahad', `?after=${await h.store.lastPosition()}`);
    try {
      const suspended = await propose(h, 'admin', [{ ...profileUpdated(fahad, afterRegistration, { reason: 'unpaid' }), type: 'user.suspended' }]);
      expect(suspended.status).toBe(200);
      await expectEndedBeforeNextEvent(live);
    } finally {
      await live.close();
    }
  });

  it('never carries an event appended after the admin signs out', async () => {
    await h.request('/api/admin/login', { client: 'second-admin', body: owner });
    const live = await listenAs(h, 'second-admin', `?as=admin&after=${await h.store.lastPosition()}`);
    try {
      await h.request('/api/admin/logout', { client: 'second-admin', body: {} });
      await expectEndedBeforeNextEvent(live);
    } finally {
      await live.close();
    }
  });

  it('never carries an event appended once the session has expired by the server’s clock', async () => {
    await registerCustomer(h, 'idle');
    const live = await listenAs(h, 'idle', `?after=${await h.store.lastPosition()}`);
    try {
      h.clock.advance(sessionLifetimes.customer.idleMs + 1_000);
      // The admin's shorter session expired too: the admin signs in again to append.
      expect((await h.request('/api/admin/login', { client: 'admin', body: owner })).status).toBe(200);
      await expectEndedBeforeNextEvent(live);
    } finally {
      h.clock.advance(-(sessionLifetimes.customer.idleMs + 1_000));
      await live.close();
    }
  });

  it('keeps carrying events to the same customer’s other session', async () => {
    await registerCustomer(h, 'two-phones');
    const live = await listenAs(h, 'two-phones', `?after=${await h.store.lastPosition()}`);
    try {
      await h.request('/api/auth/logout', { client: 'someone-else', body: {} });
      const appended = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), true)]);
      expect((await live.nextEvent()).event.id).toBe(appended.body.events[0].id);
    } finally {
      await live.close();
    }
  });
});
