import type { Migration } from '../store/migrations.ts';

// How far through the log each reactor has acted (the auto-reply): a restart reads on from
// there. It starts at the log's end when added: no message before it ever waited for a reply.
export const chatMigrations: Migration[] = [
  {
    version: 400,
    name: 'reactor checkpoints',
    sql: `
      create table reactor_checkpoints (
        reactor text primary key,
        position bigint not null
      );
      insert into reactor_checkpoints (reactor, position) select 'autoReply', coalesce(max(position), 0) from events;`,
  },
];
