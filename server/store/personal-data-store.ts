import { personalFields } from '../../machines/domain/personal-fields.ts';
import type { Database } from './database.ts';
import { customerKeys, type CustomerKeys } from './customer-keys.ts';
import type { AppendOptions, AppendResult, DecidedEvent, EventStore, StoredEvent } from './event-store.ts';
import { holdsPersonalData, isSealed, opened, sealed } from './sealed-payload.ts';

type Alongside = NonNullable<AppendOptions['alongside']>;

// The event store as everyone on the server uses it: appends seal the personal fields of each
// event with its customer's key (the event's audience), and every read opens them again
// (replay, sync, the live feed, exports, projections, admin lookups), or gives their redacted
// values once the key is deleted (docs/decisions.md 34). Keys are read once and kept.

export function withPersonalData(store: EventStore, keys: CustomerKeys): EventStore {
  const openAll = async (events: StoredEvent[]): Promise<StoredEvent[]> => {
    forgetErased(events);
    const owners = events.filter((event) => isSealed(event.data)).map((event) => event.audience);
    if (owners.length === 0) return events;
    await keys.load(owners);
    return events.map(openedWithKnownKey);
  };
  // An erasure deletes the key in its append's transaction: whichever instance sees the event
  // (its own append, a read of the log) stops using the key it kept.
  const forgetErased = (events: StoredEvent[]) => {
    for (const event of events) if (event.type === 'user.erased') keys.forget(event.audience);
  };
  const openedWithKnownKey = (event: StoredEvent): StoredEvent =>
    isSealed(event.data) ? openedOnFirstRead(event, keys.keyOf(event.audience)) : event;

  // The payload each sealed object was made from, so what commits with the append (and its
  // answer) gets the plain payload without decrypting it again.
  const plainOf = new WeakMap<object, unknown>();
  const plain = (event: StoredEvent): StoredEvent =>
    isSealed(event.data) && plainOf.has(event.data as object) ? { ...event, data: plainOf.get(event.data as object) } : openedWithKnownKey(event);
  // One wrapper per `alongside`, kept: the group commit runs each distinct function once for
  // all the appends of a group that gave it (a wrapper made per append ran it per append).
  const plainAlongside = new WeakMap<Alongside, Alongside>();
  const withPlainEvents = (alongside: Alongside): Alongside => {
    let wrapped = plainAlongside.get(alongside);
    if (!wrapped) {
      wrapped = (tx, appended) => alongside(tx, appended.map(plain));
      plainAlongside.set(alongside, wrapped);
    }
    return wrapped;
  };

  const appendSealed = async (events: DecidedEvent[], options: AppendOptions): Promise<AppendResult> => {
    const personal = events.filter((event) => holdsPersonalData(event.type, event.data));
    if (personal.length > 0) await keys.load(personal.map((event) => event.audience), { making: true });
    const sealedEvents = events.map((event) => {
      if (!personal.includes(event)) return event;
      const data = sealed(event, keys.keyOf(event.audience)) as object;
      plainOf.set(data, event.data);
      return { ...event, data };
    });
    const result = await store.append(sealedEvents, { alongside: options.alongside && withPlainEvents(options.alongside) });
    if (result.status === 'appended') {
      forgetErased(result.events);
      return { ...result, events: result.events.map(plain) };
    }
    if (result.status === 'alreadyAppended') return { ...result, events: await openAll(result.events) };
    return result;
  };

  return {
    append: (events, options = {}) => appendSealed(events, options),
    findByIds: async (ids) => openAll(await store.findByIds(ids)),
    readStream: async (stream, afterVersion) => openAll(await store.readStream(stream, afterVersion)),
    streamVersion: (stream) => store.streamVersion(stream),
    readAfter: async (position, filter) => openAll(await store.readAfter(position, filter)),
    lastPosition: () => store.lastPosition(),
    onAppended: (listener) => store.onAppended(listener),
    // Whatever this instance commits went through `append` here, which read its customers' keys.
    onCommittedHere: (listener) => store.onCommittedHere((events) => listener(events.map(plain))),
    close: () => store.close(),
  };
}

/**
 * The event with its payload opened when first read, not before: most reads of the log
 * (reactors' catch-up, stream versions, audiences) never look at a payload's personal fields.
 */
function openedOnFirstRead(event: StoredEvent, key: Buffer | null): StoredEvent {
  const { data: sealedData, ...envelope } = event;
  let data: unknown;
  let open = false;
  return Object.defineProperty(envelope, 'data', {
    enumerable: true,
    configurable: true,
    get() {
      if (!open) [data, open] = [opened({ id: event.id, data: sealedData }, key), true];
      return data;
    },
    set(value: unknown) {
      [data, open] = [value, true];
    },
  }) as StoredEvent;
}

const sealingLockKey = 7_201_003;
const sealingBatch = 1000;

/**
 * Seals, once, the personal fields of events written before they were sealed on append (a log
 * from an earlier version, or a backup of one restored): afterwards the events table holds
 * them only as ciphertext. Run at every start; it does its work the first time only.
 */
export async function sealWrittenBefore(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const keys = customerKeys(tx);
    const { rows: done } = await tx.query('select 1 from personal_data_sealing limit 1');
    if (done.length > 0) return 0;
    let sealedCount = 0;
    let after = 0;
    for (;;) {
      const { rows } = await tx.query<{ position: string | number; id: string; type: string; data: unknown; audience: string }>(
        `select position, id::text as id, type, data, audience from events
          where position > $1 and type = any($2::text[]) and not (data ? '$sealed')
          order by position limit $3`,
        [after, Object.keys(personalFields), sealingBatch],
      );
      if (rows.length === 0) break;
      after = Number(rows.at(-1)!.position);
      const personal = rows.filter((row) => holdsPersonalData(row.type, row.data));
      await keys.load(personal.map((row) => row.audience), { making: true });
      const updates = personal.map((row) => ({ id: row.id, data: sealed(row, keys.keyOf(row.audience)) }));
      await tx.query(
        `update events e set data = u.data from jsonb_to_recordset($1::jsonb) as u(id uuid, data jsonb) where e.id = u.id`,
        [JSON.stringify(updates)],
      );
      sealedCount += updates.length;
    }
    await tx.query('insert into personal_data_sealing (sealed_at) values (now())');
    return sealedCount;
  }, sealingLockKey);
}
