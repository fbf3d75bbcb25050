import type { Migration } from './migrations.ts';

// The log of record. The primary key on id makes appends idempotent, unique (stream, version)
// is the optimistic concurrency check, and position is the global order readers follow.
export const eventStoreMigrations: Migration[] = [
  {
    version: 1,
    name: 'events',
    sql: `
      create table events (
        position bigint primary key,
        id uuid not null constraint events_id_unique unique,
        stream text not null,
        version integer not null check (version > 0),
        type text not null,
        schema integer not null,
        data jsonb not null,
        actor jsonb not null,
        at timestamptz not null,
        audience text not null,
        constraint events_stream_version_unique unique (stream, version)
      );
      create index events_by_audience on events (audience, position);`,
  },
  {
    // Each customer's key for the personal fields of their events (customer-keys.ts); a row
    // with no key is a customer whose key was deleted. `personal_data_sealing` says when the
    // events written before keys existed were sealed (personal-data-store.ts), once.
    version: 2,
    name: 'customer keys',
    sql: `
      create table customer_keys (
        user_id text primary key,
        key text,
        created_at timestamptz not null,
        erased_at timestamptz
      );
      create table personal_data_sealing (sealed_at timestamptz not null);`,
  },
];
