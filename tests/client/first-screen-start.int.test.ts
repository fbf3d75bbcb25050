import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { chatMessages } from '../../machines/chat.machine.ts';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { machineForStream, machinesFingerprint } from '../../machines/stream-machines.ts';
import { replay } from '../../machines/stream-decision.ts';
import { databaseNameOf, readDeviceCopy } from '../../src/eventlog/device-copy.ts';
import { LocalLog } from '../../src/eventlog/local-log.ts';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import type { StoredSnapshot } from '../../src/eventlog/stored-snapshot.ts';
import { customer, eventually, newScope, openLog, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const userStream = `user-${customer.userId}`;
const chatStream = `chat-user-${customer.userId}`;

/** The bench's device (bench/local-log-seed.ts): a profile changed 2,500 times and a chat of 2,500 events, each message auto-replied. */
function seededLog(count: number): DomainEvent[] {
  const versions = new Map<string, number>();
  const at = (position: number) => new Date(Date.UTC(2026, 0, 1) + position * 60_000).toISOString();
  const envelope = (stream: string, position: number) => {
    const version = (versions.get(stream) ?? 0) + 1;
    versions.set(stream, version);
    return { id: `01940000-0000-7000-8000-${String(position).padStart(12, '0')}`, stream, version, position, schema: 1, at: at(position) };
  };
  const events: DomainEvent[] = [
    { ...envelope(userStream, 1), type: 'user.registered', data: { fullName: 'Sara Qahtani', email: 'sara@example.com', mobile: '+966512345678' }, actor: customer },
  ];
  let lastMessage = '';
  for (let n = 0; n < count; n += 1) {
    const position = n + 2;
    if (n % 2 === 1) {
      events.push({ ...envelope(userStream, position), type: 'user.profileUpdated', data: { fullName: `Sara ${n}` }, actor: customer });
    } else if (n % 4 === 0) {
      const message = { ...envelope(chatStream, position), type: 'chat.messageSent', data: { text: `Message ${n}` }, actor: customer };
      lastMessage = message.id;
      events.push(message);
    } else {
      events.push({ ...envelope(chatStream, position), type: 'chat.autoReplied', data: { inReplyTo: lastMessage }, actor: { role: 'system' } });
    }
  }
  return events;
}

async function storeOnDevice(scope: string, events: DomainEvent[]): Promise<LocalStore> {
  const store = new LocalStore(scope);
  for (let first = 0; first < events.length; first += 1000) await store.addConfirmed(events.slice(first, first + 1000));
  await store.setLastPosition(events.at(-1)!.position);
  return store;
}

async function offlineStart(scope: string) {
  const { transport } = serverFor(customer);
  transport.goOffline();
  const log = openLog({ scope, actor: customer, transport });
  await log.start();
  return log;
}

const persisted = (snapshot: AnyMachineSnapshot | undefined) => snapshot && snapshot.machine.getPersistedSnapshot(snapshot);

describe('the first screen from the device', () => {
  it('starts from the snapshots of the seeded log in the state a full replay gives', async () => {
    const events = seededLog(5000);
    const scope = newScope();
    const store = await storeOnDevice(scope, events);
    (await offlineStart(scope)).stop();
    const saved = await eventually(async () => {
      const snapshots = await store.storedSnapshots();
      expect(snapshots.get(chatStream)).toMatchObject({ machinesFingerprint: machinesFingerprint(), version: 2500 });
      expect(snapshots.get(userStream)).toMatchObject({ machinesFingerprint: machinesFingerprint(), version: 2501 });
      return snapshots;
    });

    const restarted = await offlineStart(scope);

    for (const stream of [userStream, chatStream]) {
      const fullReplay = replay(machineForStream(stream)!, events.filter((event) => event.stream === stream));
      expect(persisted(restarted.stream(stream))).toEqual(persisted(fullReplay));
      expect(persisted(restarted.stream(stream))).toEqual(saved.get(stream)!.state);
    }
  });

  it('shows what the device holds before the snapshots it folded are written', async () => {
    const scope = newScope();
    const store = await storeOnDevice(scope, seededLog(8));
    const writes: Array<() => void> = [];
    store.putSnapshot = (_stream: string, _snapshot: StoredSnapshot) => new Promise<void>((resolve) => writes.push(resolve));
    const log = new LocalLog(store, () => undefined);

    const loading = log.load();

    await eventually(() => expect(writes).toHaveLength(1));
    expect(chatMessages(log.streams().get(chatStream)!.context)).toHaveLength(4);
    expect(log.streams().get(userStream)?.context).toMatchObject({ fullName: 'Sara 7' });
    writes.forEach((write) => write());
    await eventually(() => expect(writes).toHaveLength(2));
    writes[1]!();
    await loading;
  });

  it('starts from the copy read at boot, with what another tab recorded after it was read', async () => {
    const [first, ...later] = seededLog(6);
    const scope = newScope();
    const store = await storeOnDevice(scope, [first!]);
    const deviceCopy = readDeviceCopy(databaseNameOf(scope));
    await deviceCopy;
    await store.addConfirmed(later);
    await store.setLastPosition(later.at(-1)!.position);
    const { transport } = serverFor(customer);
    transport.goOffline();

    const log = openLog({ scope, actor: customer, transport, deviceCopy });
    await log.start();

    expect(log.stream(userStream)?.context).toMatchObject({ fullName: 'Sara 5' });
    expect(chatMessages(log.stream(chatStream)!.context)).toHaveLength(3);
  });

  it('reads nothing, and makes no database, for a scope this device never kept', async () => {
    const name = databaseNameOf(newScope());

    const copy = await readDeviceCopy(name);

    expect(copy).toEqual({ lastPosition: null, confirmed: [], snapshots: [], pending: [], refused: [] });
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(name);
  });
});
