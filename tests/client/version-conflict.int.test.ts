import { afterEach, describe, expect, it } from 'vitest';
import type { Rejection } from '../../src/eventlog/event-log.ts';
import { systemActor } from './fake-server.ts';
import { admin, customer, eventually, newScope, openLog, registeredCustomer, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const otherAdmin = { role: 'admin', userId: 'a2' } as const;

describe('another device appended to the stream first', () => {
  it('rebases the pending event on the new version and sends it again when the machine still allows it', async () => {
    const { server, transport } = serverFor(customer);
    registeredCustomer(server);
    const log = openLog({ scope: newScope(), actor: customer, transport });
    const rejections: Rejection[] = [];
    log.onRejection((rejection) => rejections.push(rejection));
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    transport.goOffline();
    await eventually(() => expect(log.status()).toBe('offline'));

    const mine = await log.propose([{ stream: 'user-1234', type: 'user.profileUpdated', data: { fullName: 'Sara Alqahtani' } }]);
    server.append(otherAdmin, 'user-1234', 'user.profileUpdated', { email: 'sara.q@example.com' });
    transport.comeBack();

    await eventually(() => expect(log.pending()).toHaveLength(0));
    expect(transport.pushes.map((batch) => batch.map((event) => event.expectedVersion))).toEqual([[1], [2]]);
    expect(server.events.map((event) => [event.id, event.version]).at(-1)).toEqual([mine.accepted && mine.eventIds[0], 3]);
    expect(log.stream('user-1234')?.context).toMatchObject({ fullName: 'Sara Alqahtani', email: 'sara.q@example.com' });
    expect(rejections).toEqual([]);
  });

  it('sends the pending event once however many times in a row someone else writes to its stream first', async () => {
    const { server, transport } = serverFor(admin);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    const rejections: Rejection[] = [];
    log.onRejection((rejection) => rejections.push(rejection));
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    const otherWrite = () => server.append(otherAdmin, 'settings', 'settings.workingHoursChanged', { opens: '09:00', closes: '17:00' });
    transport.raceNextPushes(otherWrite, otherWrite, otherWrite, otherWrite, otherWrite);

    const mine = await log.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } }]);

    await eventually(() => expect(log.pending()).toHaveLength(0));
    expect(rejections).toEqual([]);
    expect(transport.pushes.map((batch) => batch.map((event) => event.expectedVersion))).toEqual([[0], [1], [2], [3], [4], [5]]);
    expect(server.events.filter((event) => event.actor === admin || event.actor.userId === 'a1').map((event) => [event.id, event.version])).toEqual([
      [mine.accepted && mine.eventIds[0], 6],
    ]);
    expect(log.stream('settings')?.context.autoReply).toBe(false);
  });

  it('drops the pending event with the machine’s reason when the other change makes it impossible', async () => {
    const { server, transport } = serverFor(admin);
    registeredCustomer(server);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    const rejections: Rejection[] = [];
    log.onRejection((rejection) => rejections.push(rejection));
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    transport.goOffline();
    await eventually(() => expect(log.status()).toBe('offline'));

    const mine = await log.propose([{ stream: 'user-1234', type: 'user.suspended', data: { reason: 'unpaid visits' } }]);
    expect(log.stream('user-1234')?.value).toBe('suspended');
    server.append(otherAdmin, 'user-1234', 'user.suspended', { reason: 'asked to close the account' });
    transport.comeBack();

    await eventually(() => expect(rejections).toEqual([{ code: 'notAllowedNow', eventIds: mine.accepted ? mine.eventIds : [] }]));
    expect(log.pending()).toHaveLength(0);
    expect(log.stream('user-1234')?.context.suspensionReason).toBe('asked to close the account');
    expect(server.events.map((event) => event.actor)).toEqual([systemActor, otherAdmin]);
  });
});
