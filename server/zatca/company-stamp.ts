import type { SqlRunner } from '../store/database.ts';
import { createTestStamp, type Stamp } from './test-stamp.ts';

// The stamp the server signs its documents with: made on first need for the company's VAT
// number (a self-made test certificate until ZATCA issues a CSID), then kept. Two instances
// making one at once keep the first stored.
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
