import type { Migration } from '../store/migrations.ts';

// The company's cryptographic stamp, one per VAT number: its private key never leaves the
// server (no event, no answer to a browser); the backups carry it with the rest of the database.
export const stampMigrations: Migration[] = [
  {
    version: 700,
    name: 'zatca stamp',
    sql: `
      create table zatca_stamps (
        vat_number text primary key,
        private_key_pem text not null,
        certificate_pem text not null,
        created_at timestamptz not null
      );`,
  },
];
