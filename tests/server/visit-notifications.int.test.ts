import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notifier } from '../../server/notifications/notifier.ts';
import { smtpMailer } from '../../server/notifications/smtp-mailer.ts';
import { whatsAppCloudSender } from '../../server/notifications/whatsapp-cloud-sender.ts';
import { migrations } from '../../server/server-process.ts';
import type { Database } from '../../server/store/database.ts';
import { migratedPGlite } from './migrated-pglite.ts';
import { createHarness, type Harness, type HarnessOptions } from './app-harness.ts';
import { owner, propose } from './events-api-fixtures.ts';
import { bookedBy, done, stateOf } from './request-fixtures.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from './fake-whatsapp.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { completed, onTheWay, paidRequest, refundedByServer, technicianAdded, visitConfirmed } from './visit-fixtures.ts';

// What a customer is told of their visit (docs/notifications.md): each step once, on each channel
// they chose, in their language; across restarts neither lost nor repeated. The real mailer talks
// to a local SMTP server and the Cloud API adapter to a local fake of WhatsApp. The harness's clock
// starts on Sunday 22 November 2026 at 12:00 in Riyadh and moves only when a test moves it.
// The tests share one database, as instances of the server one after the other do (and a fresh
// database's migrations are slow): each test has customers and a technician of its own.
let inbox: SmtpInbox;
let whatsapp: FakeWhatsApp;
let db: Database;
let open: Harness[] = [];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  whatsapp = await startFakeWhatsApp();
  db = await migratedPGlite();
}, 120_000);
afterAll(async () => {
  await inbox.close();
  await whatsapp.close();
  await db.close();
});
afterEach(async () => {
  for (const h of open) await h.close();
  open = [];
  whatsapp.down = false;
});

const notifier = (): Notifier => ({
  email: smtpMailer({ url: inbox.url, from: 'Riyadh Home Maintenance <no-reply@rhm.test>' }),
  text: whatsAppCloudSender({ apiUrl: whatsapp.url, phoneNumberId: whatsapp.phoneNumberId, accessToken: whatsapp.token }),
});

async function harness(options: HarnessOptions = {}): Promise<Harness> {
  const h = await createHarness({ database: db, admin: owner, notifier: notifier(), notificationSweepMs: 60_000, ...options });
  open.push(h);
  const signIn = await h.request('/api/admin/login', { client: 'admin', body: owner });
  expect(signIn.status).toBe(200);
  return h;
}

let customers = 0;

/** Given: a customer registered (as `client`) in `language`, with an e-mail and a mobile of their own. */
async function customer(h: Harness, client: string, language: 'en' | 'ar') {
  customers += 1;
  const email = `${client}-${customers}-${uuidv7().slice(-6)}@example.com`;
  const mobile = `05${String(20_000_000 + customers * 7919 + Math.floor(Math.random() * 10_000)).padStart(8, '0')}`;
  const response = await h.request('/api/auth/register', { client, body: { fullName: `Customer ${client}`, email, mobile, password: 'a fine password', language, privacyNoticeAccepted: true } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { userId: response.body.user.id as string, email, whatsapp: `966${mobile.slice(1)}` };
}

const mailsTo = (email: string) => inbox.received.filter((mail) => mail.to.includes(email));
const textsTo = (to: string) => whatsapp.received.filter((text) => text.to === to).map((text) => text.body);

describe('visit notifications', () => {
  it('given a customer who registered in Arabic, when their visit goes through every step, then each step is sent once by e-mail and WhatsApp, in Arabic', async () => {
    const h = await harness();
    const sara = await customer(h, 'sara', 'ar');
    const technician = await technicianAdded(h);
    const { stream, requestId } = await paidRequest(h, 'sara');
    await visitConfirmed(h, stream, technician);
    await onTheWay(h, stream);
    await completed(h, stream);
    await refundedByServer(h, stream);
    await h.notificationsSettled();

    const { orderNumber } = (await stateOf(h, stream)).context;
    const subjects = mailsTo(sara.email).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `استلمنا طلبك رقم ${orderNumber} - صيانة المنازل بالرياض`,
      `سعر طلبك رقم ${orderNumber} - صيانة المنازل بالرياض`,
      `تم تأكيد زيارتك: الطلب رقم ${orderNumber} - صيانة المنازل بالرياض`,
      `الفني في الطريق إليك: الطلب رقم ${orderNumber} - صيانة المنازل بالرياض`,
      `اكتملت زيارتك: الطلب رقم ${orderNumber} - صيانة المنازل بالرياض`,
      `تم استرداد المبلغ: الطلب رقم ${orderNumber} - صيانة المنازل بالرياض`,
    ]);
    const texts = textsTo(sara.whatsapp);
    expect(texts).toHaveLength(6);
    expect(texts.map((text) => text.trim())).toEqual(mailsTo(sara.email).map((mail) => mail.text.trim()));
    expect(texts[2]).toContain('بين 10:00 و12:00 يوم الثلاثاء، 24 نوفمبر');
    expect(texts[2]).toContain('أحمد');
    expect(texts[4]).toContain(`http://localhost/my-requests/${requestId}`);
    expect(mailsTo(sara.email)[0]!.raw).toMatch(/^content-language:\s*ar/im);
  });

  it('given a customer who registered in English and chose e-mail only, when they book and are given a price, then only e-mails come, in English', async () => {
    const h = await harness();
    const omar = await customer(h, 'omar', 'en');
    const chosen = await propose(h, 'omar', [
      { id: uuidv7(), stream: `user-${omar.userId}`, expectedVersion: await h.store.streamVersion(`user-${omar.userId}`), type: 'user.notificationChannelsChosen', schema: 1, data: { email: true, whatsapp: false } },
    ]);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const stream = await bookedBy(h, 'omar');
    await done(h, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
    await h.notificationsSettled();

    expect(mailsTo(omar.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^We received your request #\d+ - Riyadh Home Maintenance$/),
      expect.stringMatching(/^Your price for request #\d+ - Riyadh Home Maintenance$/),
    ]);
    expect(mailsTo(omar.email)[1]!.text).toContain('SAR 150.00');
    expect(textsTo(omar.whatsapp)).toEqual([]);
  });

  it('given a confirmed visit, when the customer moves it themselves, then they are told it moved, with the same technician', async () => {
    const h = await harness();
    const nadia = await customer(h, 'nadia', 'en');
    const technician = await technicianAdded(h);
    const { stream, requestId } = await paidRequest(h, 'nadia');
    await visitConfirmed(h, stream, technician, { date: '2026-11-24', from: '10:00', to: '12:00' });
    const moved = await h.request(`/api/requests/${requestId}/visit-moves`, { client: 'nadia', body: { date: '2026-11-26', from: '14:00' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await h.notificationsSettled();
    const last = mailsTo(nadia.email).at(-1)!;
    expect(last.subject).toMatch(/^Your visit has moved/);
    expect(last.text).toContain('between 14:00 and 16:00 on Thursday 26 November');
    expect(last.text).toContain('Ahmed');
  });

  it('given a confirmed visit, when it is moved, then the customer is told it moved, and reminded once at 18:00 the evening before the new day', async () => {
    const h = await harness();
    const layla = await customer(h, 'layla', 'en');
    const technician = await technicianAdded(h);
    const { stream } = await paidRequest(h, 'layla');
    await visitConfirmed(h, stream, technician, { date: '2026-11-24', from: '10:00', to: '12:00' });
    await visitConfirmed(h, stream, technician, { date: '2026-11-26', from: '14:00', to: '16:00' });
    await h.notificationsSettled();
    const subjects = () => mailsTo(layla.email).map((mail) => mail.subject.replace(/ #\d+ - .*/, ''));
    expect(subjects().slice(-2)).toEqual(['Your visit is confirmed: request', 'Your visit has moved: request']);
    expect(mailsTo(layla.email).at(-1)!.text).toContain('between 14:00 and 16:00 on Thursday 26 November');

    // The evening before the first day: that reminder went with the move.
    h.clock.set('2026-11-23T15:30:00Z');
    await h.notificationsSettled();
    expect(subjects().filter((subject) => subject.startsWith('Your visit is tomorrow'))).toEqual([]);

    h.clock.set('2026-11-25T14:59:00Z');
    await h.notificationsSettled();
    expect(subjects().filter((subject) => subject.startsWith('Your visit is tomorrow'))).toEqual([]);

    h.clock.set('2026-11-25T15:00:00Z');
    await h.notificationsSettled();
    h.clock.set('2026-11-25T16:00:00Z');
    await h.notificationsSettled();
    const reminders = mailsTo(layla.email).filter((mail) => mail.subject.startsWith('Your visit is tomorrow'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('between 14:00 and 16:00 on Thursday 26 November');
    expect(textsTo(layla.whatsapp).filter((text) => text.startsWith('A reminder'))).toHaveLength(1);
  });

  it('given a visit completed before the evening before it, then no reminder is sent', async () => {
    const h = await harness();
    const noor = await customer(h, 'noor', 'ar');
    const technician = await technicianAdded(h);
    const { stream } = await paidRequest(h, 'noor');
    await visitConfirmed(h, stream, technician, { date: '2026-11-26', from: '14:00', to: '16:00' });
    await completed(h, stream);
    h.clock.set('2026-11-25T16:00:00Z');
    await h.notificationsSettled();
    expect(mailsTo(noor.email).map((mail) => mail.subject).filter((subject) => subject.startsWith('زيارتك غداً'))).toEqual([]);
  });

  it('given WhatsApp down, when a step is told, then the message is tried again later and sent once', async () => {
    const h = await harness({ firstNotificationRetryMs: 30_000 });
    const huda = await customer(h, 'huda', 'en');
    whatsapp.down = true;
    await bookedBy(h, 'huda');
    await h.notificationsSettled();
    expect(textsTo(huda.whatsapp)).toEqual([]);
    expect(mailsTo(huda.email)).toHaveLength(1);

    whatsapp.down = false;
    h.clock.advance(29_000);
    await h.notificationsSettled();
    expect(textsTo(huda.whatsapp)).toEqual([]);
    h.clock.advance(1_000);
    await h.notificationsSettled();
    await h.notificationsSettled();
    expect(textsTo(huda.whatsapp)).toHaveLength(1);
    expect(mailsTo(huda.email)).toHaveLength(1);
  });
});

describe('visit notifications across a restart', () => {
  it('given steps told before a restart and one whose send was under way when the server stopped, when a new instance starts on the same database, then nothing is repeated and nothing lost', async () => {
    const first = await harness();
    const fatima = await customer(first, 'fatima', 'ar');
    const stream = await bookedBy(first, 'fatima');
    await first.notificationsSettled();
    expect(mailsTo(fatima.email)).toHaveLength(1);
    expect(textsTo(fatima.whatsapp)).toHaveLength(1);
    await first.close();
    open = open.filter((h) => h !== first);

    // An instance whose mailer never finishes: stopped with the offer's e-mail under way.
    const stuck = await harness({ notifier: { email: { send: () => new Promise(() => {}) }, text: notifier().text } });
    await done(stuck, 'admin', stream, 'offerMade', { priceHalalas: 15_000, adminNote: '' });
    await expect.poll(async () => (await db.query("select 1 from notification_outbox where kind = 'offerMade' and channel = 'email' and claimed_until is not null")).rows.length).toBe(1);
    expect(mailsTo(fatima.email)).toHaveLength(1);
    await stuck.close();
    open = open.filter((h) => h !== stuck);

    const again = await harness();
    await again.notificationsSettled();
    expect(mailsTo(fatima.email).map((mail) => mail.subject.split(' رقم')[0])).toEqual(['استلمنا طلبك', 'سعر طلبك']);
    expect(textsTo(fatima.whatsapp)).toHaveLength(2);
  });
});
