import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generalChatStream } from '../../machines/domain/streams.ts';
import { backUp, restore } from '../../server/ops/backup-folder.ts';
import { migrations } from '../../server/server-process.ts';
import type { Database } from '../../server/store/database.ts';
import { applyMigrations } from '../../server/store/migrations.ts';
import { openPGliteDatabase } from '../../server/store/pglite-database.ts';
import { uploadsFolder } from '../../server/uploads/stored-uploads.ts';
import { autoReplies, wrote } from './chat-fixtures.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { acceptedOffer, jpegWithGps, startRequestPaymentAs, uploadPhoto } from './request-fixtures.ts';
import { postgresBackend } from './store-backends.ts';

// `npm run backup` / `npm run restore` (docs/operations.md, "Backup and restore"): a backup
// taken, the database and the photos wiped, the backup restored, and then every table holds
// what it held, row for row and byte for byte, and every photo is back. The embedded database
// is made on disk, which takes a few seconds (PGlite's initdb) and far longer on a busy machine.
const onDisk = 240_000;
let folder: string;
let dataDir: string;
beforeEach(async () => {
  folder = path.join(await mkdtemp(path.join(tmpdir(), 'rhm-backup-')), 'backup');
  dataDir = await mkdtemp(path.join(tmpdir(), 'rhm-data-'));
});
afterEach(async () => {
  await rm(path.dirname(folder), { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('backing up and restoring the embedded database', () => {
  it('given a used server, when backed up, wiped and restored, then every table and photo is as it was', async () => {
    const db = await openPGliteDatabase({ dataDir });
    await applyMigrations(db, migrations);
    await usedBy(db);
    const before = await contentsOf(db);
    await db.close();

    await backUp({ databaseUrl: null, dataDir }, folder);
    await rm(dataDir, { recursive: true });
    await restore({ databaseUrl: null, dataDir }, folder);

    const restored = await openPGliteDatabase({ dataDir });
    expectSameContents(await contentsOf(restored), before);
    await restored.close();
  }, onDisk);

  it('given a database already in DATA_DIR, when restoring, then it is set aside, not deleted', async () => {
    const db = await openPGliteDatabase({ dataDir });
    await applyMigrations(db, migrations);
    await db.close();
    await backUp({ databaseUrl: null, dataDir }, folder);

    const { setAside } = await restore({ databaseUrl: null, dataDir }, folder);

    expect(setAside).not.toBeNull();
    expect(await readdir(setAside!)).toContain('pglite');
  }, onDisk);
});

describe.skipIf(!postgresBackend)('backing up and restoring PostgreSQL', () => {
  it('given a used server, when backed up while it runs, wiped and restored, then every table and photo is as it was', async () => {
    const opened = await postgresBackend!.open();
    try {
      await usedBy(opened.db);
      const before = await contentsOf(opened.db);
      const where = { databaseUrl: opened.url!, dataDir };

      await backUp(where, folder);
      await opened.db.exec('drop schema public cascade; create schema public;');
      await rm(dataDir, { recursive: true });
      expect(await contentsOf(opened.db), 'wiped').toMatchObject({ tables: {} });
      await restore(where, folder);

      expectSameContents(await contentsOf(opened.db), before);
    } finally {
      await opened.drop();
    }
  });
});

/** Given: a customer registered, chatted (and was answered), uploaded a photo and started paying an offer; an admin signed in. */
async function usedBy(db: Database): Promise<void> {
  const h = await harnessWithAdmin({ database: db, config: { dataDir }, autoReplyDelayMs: 10 });
  try {
    const thread = generalChatStream(await registerCustomer(h, 'sara'));
    await wrote(h, 'sara', thread);
    await autoReplies(h, thread);
    expect((await uploadPhoto(h, 'sara', await jpegWithGps())).status).toBe(201);
    const { requestId } = await acceptedOffer(h, 'sara', 15_050);
    expect((await startRequestPaymentAs(h, 'sara', requestId)).status).toBe(200);
  } finally {
    await h.close();
  }
}

interface Contents {
  /** Each table's rows as PostgreSQL's own JSON text, sorted. */
  tables: Record<string, string[]>;
  photos: Record<string, string>;
}

async function contentsOf(db: Database): Promise<Contents> {
  const { rows } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const tables: Record<string, string[]> = {};
  for (const { name } of rows) {
    tables[name] = (await db.query<{ row: string }>(`select to_jsonb(t)::text as row from "${name}" t order by 1`)).rows.map((r) => r.row);
  }
  const photos: Record<string, string> = {};
  const files = await readdir(uploadsFolder(dataDir)).catch(() => []);
  for (const file of files) photos[file] = (await readFile(path.join(uploadsFolder(dataDir), file))).toString('base64');
  return { tables, photos };
}

function expectSameContents(after: Contents, before: Contents): void {
  expect(before.tables.events?.length, 'the log was written to').toBeGreaterThan(5);
  expect(Object.keys(before.photos), 'a photo was stored').toHaveLength(1);
  expect(Object.keys(after.tables).sort(), 'the same tables').toEqual(Object.keys(before.tables).sort());
  expect(after.tables.events, 'the log: every event, its position, id and data').toEqual(before.tables.events);
  for (const table of Object.keys(before.tables)) expect(after.tables[table], table).toEqual(before.tables[table]);
  expect(after.photos).toEqual(before.photos);
}
