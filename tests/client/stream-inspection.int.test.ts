import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { settingsMachine } from '../../machines/settings.machine.ts';
import { machinesFingerprint } from '../../machines/stream-machines.ts';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { admin, clock, customer, eventually, newScope, openLog, registeredCustomer, serverFor, stopAllLogs } from './log-fixtures.ts';

// Development's `?inspect` (docs/inspector.md): the log shows the inspector each stream as an
// actor of its own, whose snapshot follows every confirmed event folded into it.
afterEach(stopAllLogs);

function inspector() {
  const seen: InspectionEvent[] = [];
  return {
    inspect: { next: (event: InspectionEvent) => seen.push(event) },
    /** What the inspector was told of one stream: each inspection event's type and the event it carries. */
    of: (sessionId: string) => seen.filter((event) => event.actorRef.sessionId === sessionId),
  };
}

const told = (events: InspectionEvent[]) => events.map((event) => [event.type, 'event' in event ? event.event.type : null]);
const lastSnapshot = (events: InspectionEvent[]) => {
  const last = events.findLast((event) => event.type === '@xstate.snapshot');
  return (last?.type === '@xstate.snapshot' ? last.snapshot : undefined) as AnyMachineSnapshot;
};

describe('the event log under the inspector', () => {
  it('shows each stream it folds as an actor, with a snapshot after every event', async () => {
    // Given a customer registered on the server, then renamed
    const { server, transport } = serverFor(customer);
    registeredCustomer(server);
    server.append(admin, 'user-1234', 'user.profileUpdated', { fullName: 'Sara Alqahtani' });
    const watching = inspector();
    const scope = newScope();

    // When their log catches up, inspected
    const log = openLog({ scope, actor: customer, transport, inspect: watching.inspect });
    await log.start();
    await eventually(() => expect(log.stream('user-1234')?.context.fullName).toBe('Sara Alqahtani'));

    // Then the inspector met the stream once, then saw each event and the state it led to
    const user = watching.of(`${scope}/user-1234`);
    expect(told(user)).toEqual([
      ['@xstate.actor', null],
      ['@xstate.event', 'user.registered'],
      ['@xstate.snapshot', 'user.registered'],
      ['@xstate.event', 'user.profileUpdated'],
      ['@xstate.snapshot', 'user.profileUpdated'],
    ]);
    const actorRef = user[0]!.actorRef as typeof user[0]['actorRef'] & { id: string; logic: { id: string } };
    expect([actorRef.id, actorRef.logic.id]).toEqual(['user-1234', 'user']);
    expect(lastSnapshot(user).context).toMatchObject({ fullName: 'Sara Alqahtani' });
    expect(actorRef.getSnapshot()).toBe(lastSnapshot(user));
  });

  it('shows a stream restored from the device in its restored state first', async () => {
    // Given an admin's device holding two settings events and the state after the first
    const scope = newScope('admin-a1');
    const store = new LocalStore(scope);
    await store.addConfirmed([settingsEvent(1, false), settingsEvent(2, true)]);
    const restored = settingsMachine.resolveState({ value: 'inForce', context: { ...defaultSettings, supportNumber: '+966500000001' } });
    await store.putSnapshot('settings', { machinesFingerprint: machinesFingerprint(), version: 1, state: settingsMachine.getPersistedSnapshot(restored) });
    const watching = inspector();

    // When the log opens offline, inspected
    const { transport } = serverFor(admin);
    transport.goOffline();
    const log = openLog({ scope, actor: admin, transport, inspect: watching.inspect });
    await log.start();

    // Then the inspector saw the stream start in its restored state, then fold the later event
    const settings = watching.of(`${scope}/settings`);
    expect(told(settings)).toEqual([
      ['@xstate.actor', null],
      ['@xstate.snapshot', '@xstate.init'],
      ['@xstate.event', 'settings.autoReplySwitched'],
      ['@xstate.snapshot', 'settings.autoReplySwitched'],
    ]);
    expect(lastSnapshot(settings).context).toMatchObject({ supportNumber: '+966500000001', autoReply: true });
  });
});

function settingsEvent(version: number, enabled: boolean): DomainEvent {
  return {
    id: `01940000-0000-7000-8000-${String(version).padStart(12, '0')}`,
    stream: 'settings',
    version,
    position: version,
    type: 'settings.autoReplySwitched',
    schema: 1,
    data: { enabled },
    actor: admin,
    at: clock().toISOString(),
  };
}
