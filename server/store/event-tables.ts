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
];
