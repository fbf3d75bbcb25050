import type { Actor } from '../../machines/domain/envelope.ts';
import type { Database, SqlRunner } from './database.ts';
import type { AppendOptions, AppendResult, EventStore, EventToAppend, ReadFilter, StoredEvent } from './event-store.ts';

// The event store on SQL, the same for PGlite and PostgreSQL. Every append holds one
// advisory lock until it commits and numbers its events under it, so positions are handed
// out in commit order: once a reader has seen position P, nothing below P can still commit.
// Each commit announces its last position on `events_appended` (LISTEN/NOTIFY), which
// reaches every server instance on the same database.
const appendLockKey = 7_201_002;
export const appendedChannel = 'events_appended';

interface EventRow {
  position: string | number;
  id: string;
  stream: string;
  version: number;
  type: string;
  schema: number;
  data: unknown;
  actor: Actor;
  at: Date | string;
  audience: string;
}

const columns = 'position, id::text as id, stream, version, type, schema, data, actor, at, audience';

const toStored = (row: EventRow): StoredEvent => ({
  id: row.id,
  stream: row.stream,
  version: Number(row.version),
  position: Number(row.position),
  type: row.type,
  schema: Number(row.schema),
  data: row.data,
  actor: row.actor,
  at: new Date(row.at).toISOString(),
  audience: row.audience,
});

export async function createEventStore(db: Database): Promise<EventStore> {
  const listeners = new Set<(position: number) => void>();
  const stopListening = await db.listen(appendedChannel, (payload) => {
    const position = Number(payload);
    for (const listener of listeners) listener(position);
  });

  const select = async (runner: SqlRunner, where: string, params: unknown[]) =>
    (await runner.query<EventRow>(`select ${columns} from events ${where}`, params)).rows.map(toStored);

  return {
    append: (events, options) => append(db, events, options, select),
    findByIds: (ids) => (ids.length === 0 ? Promise.resolve([]) : select(db, 'where id = any($1::uuid[]) order by position', [ids])),
    readStream: (stream, afterVersion = 0) =>
      select(db, 'where stream = $1 and version > $2 order by version', [stream, afterVersion]),
    async streamVersion(stream) {
      const { rows } = await db.query<{ version: number | null }>('select max(version) as version from events where stream = $1', [stream]);
      return Number(rows[0]?.version ?? 0);
    },
    readAfter: (position, filter: ReadFilter = {}) =>
      select(
        db,
        'where position > $1 and ($2::text[] is null or audience = any($2::text[])) order by position limit $3',
        [position, filter.audiences ?? null, filter.limit ?? 1000],
      ),
    async lastPosition() {
      const { rows } = await db.query<{ position: string | number | null }>('select max(position) as position from events');
      return Number(rows[0]?.position ?? 0);
    },
    onAppended(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stopListening();
    },
  };
}

type Select = (runner: SqlRunner, where: string, params: unknown[]) => Promise<StoredEvent[]>;

async function append(
  db: Database,
  events: EventToAppend[],
  options: AppendOptions = {},
  select: Select,
): Promise<AppendResult> {
  if (events.length === 0) return { status: 'appended', events: [] };
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [appendLockKey]);

    const earlier = await select(tx, 'where id = any($1::uuid[]) order by position', [events.map((event) => event.id)]);
    if (earlier.length > 0) return sameEventsAgain(events, earlier);

    const versions = new Map<string, number>();
    for (const event of events) {
      const current = versions.get(event.stream) ?? (await currentVersion(tx, event.stream));
      if (event.expectedVersion !== current) {
        return { status: 'versionConflict', stream: event.stream, expectedVersion: event.expectedVersion, actualVersion: current };
      }
      versions.set(event.stream, current + 1);
    }

    const { rows } = await tx.query<{ position: string | number | null }>('select max(position) as position from events');
    const first = Number(rows[0]?.position ?? 0) + 1;
    const stored = events.map((event, index): StoredEvent => ({
      id: event.id,
      stream: event.stream,
      version: event.expectedVersion + 1,
      position: first + index,
      type: event.type,
      schema: event.schema,
      data: event.data,
      actor: event.actor,
      at: new Date(event.at).toISOString(),
      audience: event.audience,
    }));
    for (const event of stored) {
      await tx.query(
        `insert into events (position, id, stream, version, type, schema, data, actor, at, audience)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [event.position, event.id, event.stream, event.version, event.type, event.schema,
          JSON.stringify(event.data), JSON.stringify(event.actor), event.at, event.audience],
      );
    }
    await options.alongside?.(tx, stored);
    await tx.query('select pg_notify($1, $2)', [appendedChannel, String(stored.at(-1)!.position)]);
    return { status: 'appended', events: stored };
  });
}

async function currentVersion(tx: SqlRunner, stream: string): Promise<number> {
  const { rows } = await tx.query<{ version: number | null }>('select max(version) as version from events where stream = $1', [stream]);
  return Number(rows[0]?.version ?? 0);
}

/** Every id seen before, as the same events: the first acceptance. Anything else is a conflict. */
function sameEventsAgain(events: EventToAppend[], earlier: StoredEvent[]): AppendResult {
  const byId = new Map(earlier.map((event) => [event.id, event]));
  for (const event of events) {
    const stored = byId.get(event.id);
    if (!stored || stored.stream !== event.stream || stored.type !== event.type) return { status: 'idConflict', id: event.id };
  }
  return { status: 'alreadyAppended', events: events.map((event) => byId.get(event.id)!) };
}
