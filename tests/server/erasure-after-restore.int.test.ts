import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';
import { backUp, restore, type Restored } from '../../server/ops/backup-folder.ts';
import { erasedCustomers } from '../../server/privacy/erasure-register.ts';
import { migrations } from '../../server/server-process.ts';
import { applyMigrations } from '../../server/store/migrations.ts';
import { openPGliteDatabase } from '../../server/store/pglite-database.ts';
import type { EventStore, StoredEvent } from '../../server/store/event-store.ts';
import { uploadsFolder } from '../../server/uploads/stored-uploads.ts';
import { checkInvoiceChain } from '../../server/zatca/chain-check.ts';
import type { Harness } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { bookedBy, confirmRequestPaymentAs, done, jpegWithGps, uploadPhoto } from './request-fixtures.ts';
import { companyWithVatNumber, paidAtGateway } from './tax-document-fixtures.ts';

// A backup taken before a customer deleted her account, restored afterwards: the erasure
// register (DATA_DIR/erased-customers.jsonl, outside every backup) makes the restore erase her
// again, so no answer, row or sign-in brings her back, and her paid visit's invoice still
// verifies (docs/decisions.md 34). Making the backup deletes the backups beside it older than
// 30 days. On the embedded database, on disk.
let dataDir: string;
let backups: string;
let sara: string;
let saras: { name: string; email: string; mobile: string; note: string; address: string };
let sarasPhoto: string;
let restored: Restored;
let expired: string;
let recent: string;

const onDisk = 240_000;
const where = () => ({ databaseUrl: null, dataDir });

/** A server on DATA_DIR's database for the time of `work`. */
async function onServer<T>(work: (h: Harness) => Promise<T>): Promise<T> {
  const db = await openPGliteDatabase({ dataDir });
  await applyMigrations(db, migrations);
  const h = await harnessWithAdmin({ database: db, config: { dataDir } });
  try {
    return await work(h);
  } finally {
    await h.close();
    await db.close();
  }
}

async function everyEvent(store: EventStore): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for (let read = await store.readAfter(0); read.length > 0; read = await store.readAfter(read.at(-1)!.position)) events.push(...read);
  return events;
}

/** A folder that looks like a backup taken `daysAgo` days before now. */
async function backupTaken(daysAgo: number, name: string): Promise<string> {
  const folder = path.join(backups, name);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'backup.json'), JSON.stringify({ backend: 'pglite', takenAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString() }));
  return folder;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rhm-erasure-restore-'));
  backups = await mkdtemp(path.join(tmpdir(), 'rhm-backups-'));
  await onServer(async (h) => {
    await companyWithVatNumber(h);
    sara = await registerCustomer(h, 'sara');
    const paid = await paidAtGateway(h, 'sara', 15_000);
    expect((await confirmRequestPaymentAs(h, 'sara', paid.requestId, paid.paymentId)).status).toBe(200);
    await done(h, 'admin', `request-${paid.requestId}`, 'completed', { note: '', photoIds: [] });
    const user = (await h.request('/api/auth/session', { client: 'sara' })).body.user;
    saras = { name: user.fullName, email: user.email, mobile: user.mobile, note: 'Sara only: the kitchen sink drips', address: 'Sara Street 17, Al Olaya, Riyadh' };
    sarasPhoto = (await uploadPhoto(h, 'sara', await jpegWithGps())).body.upload.id;
    await bookedBy(h, 'sara', { note: saras.note, address: saras.address, photoId: sarasPhoto });
  });
  // Given: a backup of 40 days ago and one of 10 days ago beside the new one, and a folder that is no backup.
  expired = await backupTaken(40, '2026-10-18');
  recent = await backupTaken(10, '2026-11-17');
  await mkdir(path.join(backups, 'notes'));
  await backUp(where(), path.join(backups, 'before-deletion'));

  await onServer(async (h) => {
    expect((await h.request('/api/auth/login', { client: 'sara', body: { identifier: saras.email, password: 'a fine password' } })).status).toBe(200);
    expect((await h.request('/api/me/account-deletion', { client: 'sara', body: { password: 'a fine password' } })).status).toBe(200);
  });
  restored = await restore(where(), path.join(backups, 'before-deletion'));
}, onDisk);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(backups, { recursive: true, force: true });
});

const sarasTraces = () => [saras.name, saras.email, saras.mobile, saras.mobile.replace('+966', '0'), saras.note, saras.address];

describe('restoring a backup taken before a customer was erased', () => {
  it('given the deletion, then the register names her by id and date only, and the backups hold no register', async () => {
    expect(await erasedCustomers(dataDir)).toEqual([{ userId: sara, erasedAt: expect.any(String) }]);
    expect(await readdir(path.join(backups, 'before-deletion'))).not.toContain('erased-customers.jsonl');
  });

  it('when restored, then she is erased again and the missing user.erased recorded', async () => {
    expect(restored.erasedAgain).toEqual({ notInThisBackup: 0, keyDeleted: 0, erasureRecorded: 1 });
  });

  it('then no raw row of the events, keys, accounts or sessions holds her name, e-mail, mobile or words', async () => {
    await onServer(async (h) => {
      const rows = await Promise.all(
        ['events', 'accounts', 'sessions', 'uploads', 'password_resets', 'notification_outbox'].map(async (table) => (await h.db.query(`select * from ${table}`)).rows),
      );
      const raw = JSON.stringify(rows);
      for (const trace of sarasTraces()) expect(raw).not.toContain(trace);
      expect((await h.db.query('select key from customer_keys where user_id = $1', [sara])).rows).toEqual([{ key: null }]);
      expect((await h.db.query('select 1 from uploads where id = $1', [sarasPhoto])).rows).toEqual([]);
    });
    expect(existsSync(uploadsFolder(dataDir)) ? (await readdir(uploadsFolder(dataDir), { recursive: true })).join(' ') : '').not.toContain(sarasPhoto);
  });

  it('then no answer of the API to the admin shows her, and her log ends with her erasure', async () => {
    await onServer(async (h) => {
      const text = JSON.stringify((await h.request('/api/events?after=0', { client: 'admin' })).body);
      for (const trace of sarasTraces()) expect(text).not.toContain(trace);
      expect(text).toContain(erasedCustomerName);
      expect((await h.request(`/api/uploads/${sarasPhoto}`, { client: 'admin' })).status).toBe(404);
      expect((await h.store.readStream(`user-${sara}`)).map((event) => event.type).slice(-2)).toEqual(['user.deletionRequested', 'user.erased']);
    });
  });

  it('then she cannot sign in, by e-mail or mobile', async () => {
    await onServer(async (h) => {
      for (const identifier of [saras.email, saras.mobile]) {
        expect((await h.request('/api/auth/login', { client: 'sara-again', body: { identifier, password: 'a fine password' } })).status).toBe(401);
      }
    });
  });

  it('then the invoice chain, her paid visit’s invoice included, still verifies', async () => {
    await onServer(async (h) => {
      const report = checkInvoiceChain(await everyEvent(h.store));
      expect(report.invoices).toBe(1);
      expect(report.problems).toEqual([]);
    });
  });

  it('given backups beside the new one, then those older than 30 days were deleted and the others kept', async () => {
    expect(existsSync(expired)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(path.join(backups, 'notes'))).toBe(true);
  });
});
