import type { Migration } from '../store/migrations.ts';

// The messages to send about visits (docs/notifications.md): one row per event and channel,
// its id derived from the event's, so an event read twice still makes one row. A row is sent
// once it is due (a reminder waits for the day before its visit), in the log's order, and marked sent; a failed try
// waits longer each time. A claim keeps two instances from sending the same row together. The
// reactor starts at the log's end when added: events before it were never to be announced.
export const notificationMigrations: Migration[] = [
  {
    version: 600,
    name: 'notification outbox',
    sql: `
      create table notification_outbox (
        id text primary key,
        request_id text not null,
        position bigint not null,
        kind text not null,
        channel text not null,
        recipient text not null,
        language text not null,
        subject text not null,
        body text not null,
        due_at timestamptz not null,
        send_before timestamptz,
        attempts integer not null default 0,
        next_try_at timestamptz not null,
        claimed_until timestamptz,
        sent_at timestamptz,
        cancelled_at timestamptz,
        last_problem text
      );
      create index notification_outbox_waiting on notification_outbox (next_try_at) where sent_at is null and cancelled_at is null;
      create index notification_outbox_request on notification_outbox (request_id);
      insert into reactor_checkpoints (reactor, position) select 'visitNotifications', coalesce(max(position), 0) from events;`,
  },
];
