import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { settingsMachine } from '../../machines/settings.machine.ts';
import { StreamStates } from '../../server/events/stream-states.ts';
import type { EventStore } from '../../server/store/event-store.ts';
import { createEventStore } from '../../server/store/sql-event-store.ts';
import { backends } from './store-backends.ts';
import { asDecided } from './store-events.ts';

// The server's memory of stream states: never stale, and never a full replay when it knows the start.
const [pglite] = backends;

const switched = (expectedVersion: number, enabled: boolean) =>
  asDecided({
  id: uuidv7(),
  stream: 'settings',
  expectedVersion,
  type: 'settings.autoReplySwitched',
  schema: 1,
  data: { enabled },
  actor: { role: 'admin' as const, userId: 'admin-1' },
  at: '2026-11-22T09:00:00.000Z',
  audience: 'public',
  });

describe('the stream states an instance keeps', () => {
  let store: EventStore;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    const opened = await pglite!.open();
    drop = opened.drop;
    store = await createEventStore(opened.db);
  });
  afterEach(async () => {
    await store.close();
    await drop();
  });

  it('folds only the events appended since the version it knows, including other instances’ appends', async () => {
    await store.append([switched(0, false)]);
    const read: Array<number | undefined> = [];
    const counting: EventStore = {
      ...store,
      readStream: (stream, afterVersion) => {
        read.push(afterVersion);
        return store.readStream(stream, afterVersion);
      },
    };
    const states = new StreamStates(counting);

    expect(await states.current('settings', settingsMachine)).toMatchObject({ version: 1, snapshot: { context: { autoReply: false } } });
    await store.append([switched(1, true)]);
    expect(await states.current('settings', settingsMachine)).toMatchObject({ version: 2, snapshot: { context: { autoReply: true } } });
    expect(read).toEqual([0, 1]);
  });

  it('forgets the least recently used stream past its capacity and replays it in full when asked again', async () => {
    await store.append([switched(0, false)]);
    const states = new StreamStates(store, 1);
    await states.current('settings', settingsMachine);
    await states.current('user-1234', settingsMachine);

    expect(await states.current('settings', settingsMachine)).toMatchObject({ version: 1, snapshot: { context: { autoReply: false } } });
  });
});
