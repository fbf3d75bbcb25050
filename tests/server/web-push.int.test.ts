import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/server-process.ts';
import type { Database } from '../../server/store/database.ts';
import { migratedPGlite } from './migrated-pglite.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { owner } from './events-api-fixtures.ts';
import { startFakePushService, type FakePushService, type FakeSubscription } from './fake-push-service.ts';
import { bookedBy, done } from './request-fixtures.ts';

// Visit notifications by web push (docs/notifications.md "Web push"): the real sender posts to a
// local fake push service, which checks the VAPID signature against the key the server serves
// and decrypts each message with the subscription's own private key. One database for the file,
// as server instances one after the other share one.
let push: FakePushService;
let db: Database;
let open: Harness[] = [];

beforeAll(async () => {
  push = await startFakePushService();
  db = await migratedPGlite();
}, 120_000);
afterAll(async () => {
  await push.close();
  await db.close();
});
afterEach(async () => {
  for (const h of open) await h.close();
  open = [];
});

async function harness(): Promise<Harness> {
  const h = await createHarness({ database: db, admin: owner, notifier: silent, notificationSweepMs: 60_000, config: { webPush: { contact: 'mailto:push@rhm.test', testOrigin: push.origin } } });
  open.push(h);
  expect((await h.request('/api/admin/login', { client: 'admin', body: owner })).status).toBe(200);
  push.serverKey = (await h.request('/api/push/public-key')).body.publicKey;
  return h;
}

// E-mail is another test's business (visit-notifications.int.test.ts).
const silent = { email: { send: async () => {} }, text: { send: async () => {} } };

let customers = 0;
async function subscribedCustomer(h: Harness, client: string, language: 'en' | 'ar'): Promise<{ userId: string; browser: FakeSubscription }> {
  customers += 1;
  const registered = await h.request('/api/auth/register', { client, body: { fullName: `Customer ${client}`, email: `${client}-${customers}@example.com`, password: 'a fine password', language, privacyNoticeAccepted: true } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const browser = push.subscribe();
  const subscribed = await h.request('/api/push/subscriptions', { client, body: browser });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
  return { userId: registered.body.user.id, browser };
}

const pushesTo = (browser: FakeSubscription) => push.received.filter((each) => each.endpoint === browser.endpoint).map((each) => each.message);
const priced = (h: Harness, stream: string) => done(h, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });

describe('web push', () => {
  it('given a subscribed customer in Arabic, when their request is received and priced, then each step is pushed once, readable only with their keys, in Arabic, with its page', async () => {
    const h = await harness();
    const { browser } = await subscribedCustomer(h, 'noura', 'ar');
    const stream = await bookedBy(h, 'noura');
    await priced(h, stream);
    await h.notificationsSettled();

    const pushes = pushesTo(browser);
    expect(pushes.map((each) => each.title)).toEqual([expect.stringMatching(/^استلمنا طلبك رقم \d+ - صيانة المنازل بالرياض$/), expect.stringMatching(/^سعر طلبك رقم \d+ - /)]);
    expect(pushes[1]).toMatchObject({ lang: 'ar', dir: 'rtl', url: `/my-requests/${stream.slice('request-'.length)}` });
    expect(pushes[1]!.body).toContain('150.00 ريال');
  });

  it('given pushes sent, when a new instance reads the log again from before them, then none is sent twice and the next step goes once', async () => {
    const first = await harness();
    const { browser } = await subscribedCustomer(first, 'fahad', 'en');
    const stream = await bookedBy(first, 'fahad');
    await first.notificationsSettled();
    expect(pushesTo(browser).map((each) => each.title)).toEqual([expect.stringMatching(/^We received your request #\d+/)]);
    await first.close();
    open = [];
    // The reactor restarts from the log's start: every step so far is read a second time.
    await db.query("update reactor_checkpoints set position = 0 where reactor = 'visitNotifications'");

    const second = await harness();
    await second.request('/api/auth/login', { client: 'fahad', body: { email: `fahad-${customers}@example.com`, password: 'a fine password' } });
    await priced(second, stream);
    await second.notificationsSettled();
    expect(pushesTo(browser).map((each) => each.title)).toEqual([expect.stringMatching(/^We received your request #\d+/), expect.stringMatching(/^Your price for request #\d+/)]);
  });

  it('given a subscription its push service says is gone, when the next step is pushed, then it is forgotten on the account and not tried again', async () => {
    const h = await harness();
    const { userId, browser } = await subscribedCustomer(h, 'layla', 'en');
    const stream = await bookedBy(h, 'layla');
    await h.notificationsSettled();
    push.markGone(browser.endpoint);
    await priced(h, stream);
    await h.notificationsSettled();

    const events = await h.store.readStream(`user-${userId}`);
    expect(events.filter((event) => event.type === 'user.pushUnsubscribed').map((event) => event.data)).toEqual([{ endpoint: browser.endpoint }]);
    expect(push.refusedAsGone.filter((endpoint) => endpoint === browser.endpoint)).toHaveLength(1);
    await bookedBy(h, 'layla');
    await h.notificationsSettled();
    expect(push.refusedAsGone.filter((endpoint) => endpoint === browser.endpoint)).toHaveLength(1);
    expect(pushesTo(browser)).toHaveLength(1);
  });

  it('given push service addresses the server must not post to, when a customer records them, then they are refused', async () => {
    const h = await harness();
    await subscribedCustomer(h, 'omar', 'en');
    const keys = push.subscribe().keys;
    for (const endpoint of ['http://push.example.com/abc', 'https://127.0.0.1/abc', 'https://localhost/abc', 'https://user:pw@fcm.googleapis.com/abc']) {
      const refused = await h.request('/api/push/subscriptions', { client: 'omar', body: { endpoint, keys } });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body.error.code, endpoint).toBe('pushServiceNotAllowed');
    }
    const real = await h.request('/api/push/subscriptions', { client: 'omar', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys } });
    expect(real.status).toBe(200);
    expect((await h.request('/api/push/subscriptions', { client: 'nobody', body: push.subscribe() })).status).toBe(401);
  });
});
