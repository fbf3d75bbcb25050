import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAddressHeader } from '../../server/auth/client-address.ts';
import type { Harness } from './app-harness.ts';
import { listenAs, openLiveAs, patienceMs, type LiveMessage } from './live-connection.ts';
import { afterRegistration, autoReplySwitched, harnessWithAdmin, profileUpdated, propose, registerCustomer } from './events-api-fixtures.ts';

// GET /api/events/live?after=P (Server-Sent Events): catch-up from P, then each new event the
// session may read, as it is appended; it ends when the session does. The keep-alive (and
// session check) period is short here, so an ending shows within a fraction of a second.
const keepAliveMs = 100;

let h: Harness & { adminId: string };
beforeAll(async () => {
  h = await harnessWithAdmin({ keepAliveMs });
});
afterAll(async () => {
  await h.close();
});

const listen = (client: string, query = '', headers: Record<string, string> = {}) => listenAs(h, client, query, headers);
const openLive = (client: string, query = '', headers: Record<string, string> = {}) => openLiveAs(h, client, query, headers);

const settingsVersion = () => h.store.streamVersion('settings');

describe('the live stream', () => {
  it('sends the events after `after` first, then an event appended while it is open', async () => {
    const sara = await registerCustomer(h, 'sara');
    const registeredAt = (await h.store.readStream(`user-${sara}`))[0]!.position;
    const switched = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), false)]);
    const live = await listen('sara', `?after=${registeredAt - 1}`);
    try {
      expect((await live.nextEvent()).event).toMatchObject({ stream: `user-${sara}`, type: 'user.registered', position: registeredAt });
      expect((await live.nextEvent()).event).toMatchObject({ stream: `user-${sara}`, type: 'user.privacyNoticeAccepted' });
      const caughtUp = await live.nextEvent();
      expect(caughtUp).toEqual({ id: String(switched.body.events[0].position), event: switched.body.events[0] });

      const changed = await propose(h, 'sara', [profileUpdated(sara, afterRegistration, { fullName: 'Sara Qahtani' })]);

      expect(await live.nextEvent()).toEqual({ id: String(changed.body.events[0].position), event: changed.body.events[0] });
    } finally {
      await live.close();
    }
  });

  it('resumes after the Last-Event-ID a reconnecting EventSource sends, though its URL still says after=0', async () => {
    const first = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), true)]);
    const second = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), false)]);
    await registerCustomer(h, 'returning');
    const live = await listen('returning', '?after=0', { 'last-event-id': String(first.body.events[0].position) });
    try {
      expect((await live.nextEvent()).event.id).toBe(second.body.events[0].id);
    } finally {
      await live.close();
    }
  });

  it('never carries another customer’s events to a customer: settings reach Amal, Badr’s own change does not', async () => {
    await registerCustomer(h, 'amal');
    const badr = await registerCustomer(h, 'badr');
    const live = await listen('amal', `?after=${await h.store.lastPosition()}`);
    try {
      const badrs = await propose(h, 'badr', [profileUpdated(badr, afterRegistration, { fullName: 'Badr Anzi' })]);
      const settings = await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), true)]);
      expect(badrs.status).toBe(200);

      // Badr's event came first in the log: had it been sent, it would be the next message.
      expect((await live.nextEvent()).event.id).toBe(settings.body.events[0].id);
    } finally {
      await live.close();
    }
  });

  it('carries every customer’s events to an admin', async () => {
    const dana = await registerCustomer(h, 'dana');
    const live = await listen('admin', `?after=${await h.store.lastPosition()}`);
    try {
      const danas = await propose(h, 'dana', [profileUpdated(dana, afterRegistration, { fullName: 'Dana Mutairi' })]);
      expect((await live.nextEvent()).event.id).toBe(danas.body.events[0].id);
    } finally {
      await live.close();
    }
  });

  it('ends when the customer signs out', async () => {
    await registerCustomer(h, 'leaving');
    const live = await listen('leaving', `?after=${await h.store.lastPosition()}`);
    try {
      await h.request('/api/auth/logout', { client: 'leaving', body: {} });
      expect(await live.next()).toBe('ended');
    } finally {
      await live.close();
    }
  });

  it('ends when the customer signs out, even while events keep coming', async () => {
    await registerCustomer(h, 'busy');
    const live = await listen('busy', `?after=${await h.store.lastPosition()}`);
    let appending = true;
    const appender = (async () => {
      while (appending) {
        await propose(h, 'admin', [autoReplySwitched(await settingsVersion(), appending)]);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      await h.request('/api/auth/logout', { client: 'busy', body: {} });
      let sentAfterSignOut = 0;
      const deadline = Date.now() + patienceMs;
      let last: LiveMessage | 'ended' = await live.next();
      while (last !== 'ended' && Date.now() < deadline) {
        sentAfterSignOut += 1;
        last = await live.next();
      }
      expect(last, `still open after ${sentAfterSignOut} events since the sign-out`).toBe('ended');
    } finally {
      appending = false;
      await appender;
      await live.close();
    }
  });

  it('ends at once for a customer an admin suspends', async () => {
    const fahad = await registerCustomer(h, 'fahad');
    const live = await listen('fahad', `?after=${await h.store.lastPosition()}`);
    try {
      const suspended = await propose(h, 'admin', [{ ...profileUpdated(fahad, afterRegistration, { reason: 'unpaid' }), type: 'user.suspended' }]);
      expect(suspended.status).toBe(200);
      // The suspension ends the session in the same commit: the stream closes, and the
      // browser learns why when it reconnects or signs in again.
      expect(await live.next()).toBe('ended');
    } finally {
      await live.close();
    }
  });

  it('refuses a visitor without a session with 401 signInRequired', async () => {
    const { response } = await openLive('visitor', '?after=0');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('signInRequired');
  });

  it('refuses an invalid after with 400 invalidPosition', async () => {
    await registerCustomer(h, 'typo');
    const { response } = await openLive('typo', '?after=last');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalidPosition');
  });
});
