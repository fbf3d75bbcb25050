// What the device's storage gives back is checked before the log uses it: garbage is dropped,
// and when confirmed history was damaged the log reads the server's copy again from the start.
import localforage from 'localforage';
import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { admin, eventually, newScope, openLog, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const otherAdmin = { role: 'admin', userId: 'a2' } as const;
const rawStore = (scope: string, storeName: string) => localforage.createInstance({ name: `eventlog-${scope}`, storeName });

/** A scope whose log has synced three settings changes, then was closed (the tab went away). */
async function syncedScope() {
  const { server, transport } = serverFor(admin);
  server.append(otherAdmin, 'settings', 'settings.autoReplySwitched', { enabled: false });
  server.append(otherAdmin, 'settings', 'settings.workingHoursChanged', { opens: '10:00', closes: '16:00' });
  const scope = newScope('admin-a1');
  const first = openLog({ scope, actor: admin, transport });
  await first.start();
  await eventually(() => expect(first.stream('settings')?.context).toMatchObject({ autoReply: false, workingHours: { opens: '10:00' } }));
  server.append(otherAdmin, 'settings', 'settings.autoReplySwitched', { enabled: true });
  await eventually(() => expect(first.stream('settings')?.context.autoReply).toBe(true));
  first.stop();
  transport.calls.length = 0;
  return { server, transport, scope };
}

async function reopened(scope: string, transport: ReturnType<typeof serverFor>['transport']) {
  const log = openLog({ scope, actor: admin, transport });
  await log.start();
  await eventually(() => expect(log.status()).toBe('online'));
  return log;
}

describe('garbage in the stored log', () => {
  it('drops segments of the wrong type, records cut short and random bytes, and reads the server’s copy again', async () => {
    const { transport, scope } = await syncedScope();
    const confirmed = rawStore(scope, 'confirmed');
    const keys = await confirmed.keys();
    const firstSegment = (await confirmed.getItem<DomainEvent[]>(keys[0]!))!;
    await confirmed.setItem(keys[0]!, firstSegment.map(({ data: _data, position: _position, ...cut }) => cut));
    await confirmed.setItem(keys[1]!, 'not a segment');
    await confirmed.setItem('9999999999999999', new Uint8Array([7, 1, 255, 0]));

    const log = await reopened(scope, transport);

    expect(transport.calls[0]).toBe('pull 0');
    expect(log.stream('settings')?.context).toMatchObject({ autoReply: true, workingHours: { opens: '10:00', closes: '16:00' } });
    expect((await new LocalStore(scope).confirmedEvents()).map((event) => event.version)).toEqual([1, 2, 3]);
  });

  it('reads everything again when a stored event’s earlier versions are missing', async () => {
    const { transport, scope } = await syncedScope();
    const confirmed = rawStore(scope, 'confirmed');
    const [latest] = (await confirmed.getItem<DomainEvent[]>((await confirmed.keys()).at(-1)!))!;
    await confirmed.setItem('0000000000000090', [{ ...latest!, id: '01950000-0000-7000-8000-999999999999', version: 9, position: 90 }]);

    const log = await reopened(scope, transport);

    expect(transport.calls[0]).toBe('pull 0');
    expect(log.stream('settings')?.context.autoReply).toBe(true);
  });

  it('reads everything again when the read position is not a number', async () => {
    const { transport, scope } = await syncedScope();
    await rawStore(scope, 'meta').setItem('lastPosition', 'eleven');

    await reopened(scope, transport);

    expect(transport.calls[0]).toBe('pull 0');
    expect(await new LocalStore(scope).lastPosition()).toBe(3);
  });

  it('ignores snapshots that are not snapshots, and replays their streams', async () => {
    const { transport, scope } = await syncedScope();
    await rawStore(scope, 'snapshots').setItem('settings', null);
    await rawStore(scope, 'snapshots').setItem('user-1234', 42);

    const log = await reopened(scope, transport);

    expect(transport.calls[0]).toBe('pull 3');
    expect(log.stream('settings')?.context).toMatchObject({ autoReply: true, workingHours: { opens: '10:00', closes: '16:00' } });
  });

  it('removes queue records that cannot be sent, and sends the good one once', async () => {
    const { server, transport, scope } = await syncedScope();
    transport.goOffline();
    const offline = openLog({ scope, actor: admin, transport });
    await offline.start();
    const proposed = await offline.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } }]);
    offline.stop();
    const pending = rawStore(scope, 'pending');
    await pending.setItem('0000000000000001:garbage', { id: 7, stream: null });
    await pending.setItem('0000000000000002:cut', 'half a rec');

    transport.comeBack();
    const again = await reopened(scope, transport);

    await eventually(() => expect(again.pending()).toHaveLength(0));
    expect(server.received.flat().map((event) => event.id)).toEqual(proposed.accepted ? proposed.eventIds : []);
    // The record leaves the disk just after it leaves the list in memory.
    await eventually(async () => expect(await pending.keys()).toEqual([]));
    expect(again.stream('settings')?.context.autoReply).toBe(false);
  });
});
