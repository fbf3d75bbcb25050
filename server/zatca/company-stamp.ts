import { settingsStream } from '../../machines/domain/streams.ts';
import { settingsMachine, type SettingsContext } from '../../machines/settings.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import type { SqlRunner } from '../store/database.ts';
import type { EventStore } from '../store/event-store.ts';
import { createTestStamp, type Stamp } from './test-stamp.ts';

// The stamp the server signs its documents with, one per VAT number (the certificate names it):
// a self-made test certificate until ZATCA issues a CSID, made at the server's start, or at the
// first document after an admin sets the VAT number, then kept. Two instances making one at
// once keep the first stored.
export async function companyStamp(db: SqlRunner, company: { name: string; vatNumber: string }, now: Date): Promise<Stamp> {
  const stored = await storedStamp(db, company.vatNumber);
  if (stored) return stored;
  const made = createTestStamp(company.name, company.vatNumber, now);
  await db.query(
    `insert into zatca_stamps (vat_number, private_key_pem, certificate_pem, created_at) values ($1, $2, $3, $4)
     on conflict (vat_number) do nothing`,
    [company.vatNumber, made.privateKeyPem, made.certificatePem, now],
  );
  return (await storedStamp(db, company.vatNumber))!;
}

async function storedStamp(db: SqlRunner, vatNumber: string): Promise<Stamp | null> {
  const { rows } = await db.query<{ private_key_pem: string; certificate_pem: string }>(
    'select private_key_pem, certificate_pem from zatca_stamps where vat_number = $1',
    [vatNumber],
  );
  const row = rows[0];
  return row ? { privateKeyPem: row.private_key_pem, certificatePem: row.certificate_pem } : null;
}

/** At the server's start: the stamp for the company's VAT number in force, made now if it has none yet (none without a VAT number). */
export async function stampAtStart(db: SqlRunner, store: EventStore, now: Date): Promise<void> {
  const { company } = replay(settingsMachine, await store.readStream(settingsStream)).context as SettingsContext;
  if (company.vatNumber) await companyStamp(db, { name: company.name.ar, vatNumber: company.vatNumber }, now);
}
