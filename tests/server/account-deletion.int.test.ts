import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';
import { generalChatStream } from '../../machines/domain/streams.ts';
import { goldenProjections } from '../golden/golden-projections.ts';
import { wrote } from './chat-fixtures.ts';
import { backUp, restore } from '../../server/ops/backup-folder.ts';
import { migrations } from '../../server/server-process.ts';
import type { Database } from '../../server/store/database.ts';
import { applyMigrations } from '../../server/store/migrations.ts';
import { openPGliteDatabase } from '../../server/store/pglite-database.ts';
import type { EventStore, StoredEvent } from '../../server/store/event-store.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { checkInvoiceChain } from '../../server/zatca/chain-check.ts';
import type { PaymentStart } from '../../server/payments/payment-steps.ts';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { startFakeMoyasar } from './fake-moyasar.ts';
import {
  acceptedOffer,
  bookedBy,
  confirmPlanPaymentAs,
  confirmRequestPaymentAs,
  done,
  jpegWithGps,
  paidByServer,
  startPlanPaymentAs,
  stateOf,
  subscriptionOf,
  uploadPhoto,
} from './request-fixtures.ts';
import { companyWithVatNumber, paidAtGateway } from './tax-document-fixtures.ts';

// POST /api/me/account-deletion: a customer deletes their account with their password; their
// key is deleted, so nothing the log, the API or a restart gives shows who they were
// (docs/decisions.md 34).
let h: Harness & { adminId: string };
let db: Database;
let dataDir: string;
let closed = false;
let sara: string;
let sarasEmail: string;
let sarasMobile: string;
let sarasRequest: string;
let sarasPhoto: string;
const sarasWords = { note: 'Sara only: the kitchen sink drips', address: 'Sara Street 17, Al Olaya, Riyadh' };
const sarasMessage = 'Sara writes: the gate code is 4321';

beforeAll(async () => {
  // On disk, so that the last test can back it up and restore it.
  dataDir = await mkdtemp(path.join(tmpdir(), 'rhm-deletion-'));
  db = await openPGliteDatabase({ dataDir: path.join(dataDir, 'data') });
  await applyMigrations(db, migrations);
  h = await harnessWithAdmin({ database: db });
  await companyWithVatNumber(h);
  sara = await registerCustomer(h, 'sara');
  const paid = await paidAtGateway(h, 'sara', 15_000);
  expect((await confirmRequestPaymentAs(h, 'sara', paid.requestId, paid.paymentId)).status).toBe(200);
  await done(h, 'admin', `request-${paid.requestId}`, 'completed', { note: 'Fixed at Sara Street 17', photoIds: [] });
  ({ email: sarasEmail, mobile: sarasMobile } = (await h.request('/api/auth/session', { client: 'sara' })).body.user);
  await wrote(h, 'sara', generalChatStream(sara), sarasMessage);
  await registerCustomer(h, 'omar');
  const photo = await uploadPhoto(h, 'sara', await jpegWithGps());
  sarasPhoto = photo.body.upload.id;
  sarasRequest = await bookedBy(h, 'sara', { ...sarasWords, photoId: sarasPhoto });
  await paidByServer(h, (await acceptedOffer(h, 'omar', 15_000)).stream, 15_000);
}, 180_000);

afterAll(async () => {
  if (!closed) {
    await h.close();
    await db.close();
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function everyEvent(store: EventStore): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for (let read = await store.readAfter(0); read.length > 0; read = await store.readAfter(read.at(-1)!.position)) events.push(...read);
  return events;
}

const deleteAccount = (client: string, password = 'a fine password') => h.request('/api/me/account-deletion', { client, body: { password } });
const sarasTraces = () => [`Customer sara`, sarasEmail, sarasMobile, sarasMobile.replace('+966', '0'), sarasWords.note, sarasWords.address, sarasMessage];

describe('POST /api/me/account-deletion', () => {
  it('given a wrong password, when the customer asks, then nothing is deleted', async () => {
    const response = await deleteAccount('sara', 'not my password');

    expect(response.status).toBe(401);
    expect((await h.request('/api/auth/session', { client: 'sara' })).body.user?.id).toBe(sara);
  });

  it('given a paid visit not done yet, when the customer asks, then it is refused with paidVisitNotDone', async () => {
    const response = await deleteAccount('omar');

    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('paidVisitNotDone');
  });

  it('given an open request, when the customer deletes their account, then the request is cancelled and they are signed out for good', async () => {
    const response = await deleteAccount('sara');

    expect(response.status).toBe(200);
    expect((await stateOf(h, sarasRequest)).value).toBe('cancelled');
    expect((await h.request('/api/auth/session', { client: 'sara' })).body.user).toBeNull();
    const signIn = await h.request('/api/auth/login', { client: 'sara-again', body: { identifier: sarasEmail, password: 'a fine password' } });
    expect(signIn.status).toBe(401);
    const user = (await h.store.readStream(`user-${sara}`)).map((event) => event.type);
    expect(user.slice(-2)).toEqual(['user.deletionRequested', 'user.erased']);
  });

  it('then no answer of the API to the admin holds her name, email, words or photo', async () => {
    const events = await h.request('/api/events?after=0', { client: 'admin' });
    const text = JSON.stringify(events.body);

    for (const trace of sarasTraces()) expect(text).not.toContain(trace);
    expect(text).toContain(erasedCustomerName);
    expect((await h.request(`/api/uploads/${sarasPhoto}`, { client: 'admin' })).status).toBe(404);
  });

  it('then none of the admin’s screens nor the CSV files they download, worked out from what the API gives, holds anything of her', async () => {
    const { events } = (await h.request('/api/events?after=0', { client: 'admin' })).body as { events: DomainEvent[] };
    const shown = JSON.stringify(goldenProjections(events));

    for (const trace of sarasTraces()) expect(shown).not.toContain(trace);
    // Her streams were read, redacted: her request and her thread are there.
    expect(shown).toContain(sarasRequest);
    expect(shown).toContain(generalChatStream(sara));
  });

  it('then the events table holds only ciphertext of her, and her key is gone', async () => {
    const { rows } = await h.db.query<{ data: unknown }>('select data from events where audience = $1', [sara]);
    const raw = JSON.stringify(rows);

    for (const trace of sarasTraces()) expect(raw).not.toContain(trace);
    expect((await h.db.query('select key from customer_keys where user_id = $1', [sara])).rows).toEqual([{ key: null }]);
    expect((await h.db.query('select 1 from accounts where user_id = $1', [sara])).rows).toEqual([]);
  });

  it('then the invoice chain, her paid visit’s invoice included, still verifies', async () => {
    const report = checkInvoiceChain(await everyEvent(h.store));

    expect(report.invoices).toBe(1);
    expect(report.problems).toEqual([]);
  });

  it('then a replay after a restart reads her as the deleted customer, with nothing of her', async () => {
    const restarted = await createEventStore(h.db);
    const registered = (await restarted.readStream(`user-${sara}`))[0]!;
    const booking = (await restarted.readStream(sarasRequest))[0]!;

    expect(registered.data).toMatchObject({ fullName: erasedCustomerName, email: '', mobile: '' });
    expect(booking.data).toMatchObject({ note: '', address: '', coordinates: null, phone: '', photoId: null });
    await restarted.close();
  });

  it('then a backup taken afterwards and restored holds nothing of her, and its invoice chain verifies', async () => {
    await h.close();
    await db.close();
    closed = true;
    const where = { databaseUrl: null, dataDir: path.join(dataDir, 'data') };
    const folder = path.join(dataDir, 'backup');
    await backUp(where, folder);
    await rm(where.dataDir, { recursive: true });
    await restore(where, folder);

    const restored = await openPGliteDatabase({ dataDir: where.dataDir });
    const store = await createEventStore(restored);
    const events = await everyEvent(store);
    const text = JSON.stringify(events);
    for (const trace of [...sarasTraces(), 'Sara Street 17']) expect(text).not.toContain(trace);
    expect(checkInvoiceChain(events).problems).toEqual([]);
    await store.close();
    await restored.close();
  }, 240_000);
});

describe('POST /api/me/account-deletion with a plan payment the server could not give back', () => {
  it('given the automatic refund of a plan payment failed, when the customer asks, then it is refused with refundPending and nothing is deleted', async () => {
    const keys = { publishableKey: 'pk_test_fake_publishable', secretKey: 'sk_test_fake_secret' };
    const fake = await startFakeMoyasar(keys);
    const moyasar = { ...keys, webhookSecret: 'whsec_fake_token', apiUrl: fake.url };
    const shop = await harnessWithAdmin({ config: { moyasar }, firstRefundRetryMs: 60 * 60_000 });
    try {
      const lina = await registerCustomer(shop, 'lina');
      const start = (await startPlanPaymentAs(shop, 'lina', 'vip')).body as PaymentStart;
      await fake.paidByCard(start);
      fake.setAmount(start.paymentId, start.amountHalalas - 1_000);
      fake.refundsDown = true;
      expect((await confirmPlanPaymentAs(shop, 'lina', 'vip', start.paymentId)).body.error.code).toBe('chargeRefundPending');
      expect((await subscriptionOf(shop, lina)).context.automaticRefunds).toMatchObject([{ status: 'failed' }]);

      const response = await shop.request('/api/me/account-deletion', { client: 'lina', body: { password: 'a fine password' } });

      expect([response.status, response.body.error.code]).toEqual([409, 'refundPending']);
      expect((await shop.request('/api/auth/session', { client: 'lina' })).body.user?.id).toBe(lina);
      expect((await shop.store.readStream(`user-${lina}`)).map((event) => event.type)).not.toContain('user.erased');
    } finally {
      await shop.close();
      await fake.close();
    }
  }, 60_000);
});
