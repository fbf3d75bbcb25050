import { statement, type Database, type Statement } from './database.ts';
import type { EventStore, ReadFilter, StoredEvent } from './event-store.ts';
import { eventColumns, toStored, type EventRow } from './event-rows.ts';
import { GroupCommit } from './group-commit.ts';
import { appendedChannel, writeGroup } from './group-write.ts';
import { customerKeys } from './customer-keys.ts';
import { sealWrittenBefore, withPersonalData } from './personal-data-store.ts';

// The event store on SQL, the same for PGlite and PostgreSQL. Appends are written in groups
// (group-commit.ts); every group holds one advisory lock until it commits and numbers its
// events under it, so positions are handed out in commit order: once a reader has seen
// position P, nothing below P can still commit. Each commit announces its last position on
// `events_appended` (LISTEN/NOTIFY), which reaches every server instance on the same database.
// Everyone gets it with the customers' personal fields sealed on append and opened on read
// (personal-data-store.ts).
export async function createEventStore(db: Database): Promise<EventStore> {
  await sealWrittenBefore(db);
  return withPersonalData(await createSqlEventStore(db), customerKeys(db));
}

const eventsWhere = (name: string, where: string) => statement(name, `select ${eventColumns} from events ${where}`);
const readIds = eventsWhere('read_ids', 'where id = any($1::uuid[]) order by position');
const readStream = eventsWhere('read_stream', 'where stream = $1 and version > $2 order by version');
// The live feed's and every live client's catch-up: two statements, not one with "audiences is
// null or ...", whose prepared plan could not walk the position index and read the whole table.
export const readAfter = eventsWhere('read_after', 'where position > $1 order by position limit $2');
export const readAfterForAudiences = eventsWhere('read_after_for_audiences', 'where position > $1 and audience = any($2::text[]) order by position limit $3');

async function createSqlEventStore(db: Database): Promise<EventStore> {
  const listeners = new Set<(position: number) => void>();
  const localListeners = new Set<(events: StoredEvent[]) => void>();
  const groups = new GroupCommit((group) =>
    writeGroup(db, group, (events) => {
      for (const listener of localListeners) listener(events);
    }),
  );
  const lastPosition = async (): Promise<number> => {
    const { rows } = await db.query<{ position: string | number | null }>('select max(position) as position from events');
    return Number(rows[0]?.position ?? 0);
  };

  // The announcement of this instance's own commit can arrive before the commit's answer
  // does: it is heard once the group being written here has been handed on, so nobody reads
  // back what they are about to be given.
  const announce = (position: number) =>
    groups.afterCurrentGroup(() => {
      for (const listener of listeners) listener(position);
    });
  // Commits announced while listening was cut are caught up from the log's last position.
  const stopListening = await db.listen(
    appendedChannel,
    (payload) => announce(Number(payload)),
    () => void lastPosition().then(announce, () => {}),
  );

  const select = async (read: Statement, params: unknown[]): Promise<StoredEvent[]> =>
    (await db.query<EventRow>(read, params)).rows.map(toStored);

  return {
    append: (events, options = {}) =>
      events.length === 0 ? Promise.resolve({ status: 'appended', events: [] }) : groups.append({ events, options }),
    findByIds: (ids) => (ids.length === 0 ? Promise.resolve([]) : select(readIds, [ids])),
    readStream: (stream, afterVersion = 0) => select(readStream, [stream, afterVersion]),
    async streamVersion(stream) {
      const { rows } = await db.query<{ version: number | null }>('select max(version) as version from events where stream = $1', [stream]);
      return Number(rows[0]?.version ?? 0);
    },
    readAfter: (position, filter: ReadFilter = {}) =>
      filter.audiences
        ? select(readAfterForAudiences, [position, filter.audiences, filter.limit ?? 1000])
        : select(readAfter, [position, filter.limit ?? 1000]),
    lastPosition,
    onAppended(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onCommittedHere(listener) {
      localListeners.add(listener);
      return () => localListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      localListeners.clear();
      await stopListening();
    },
  };
}

