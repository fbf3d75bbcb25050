import { afterEach, describe, expect, it } from 'vitest';
import type { Rejection } from '../../src/eventlog/event-log.ts';
import { admin, customer, eventually, newScope, openLog, registeredCustomer, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const hoursChanged = (opens: string, closes: string) => ({
  stream: 'settings',
  type: 'settings.workingHoursChanged',
  data: { opens, closes },
});

describe('a refused event', () => {
  it('is refused at once by the same rule the server runs, and nothing is queued or sent', async () => {
    const { transport } = serverFor(admin);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));

    const result = await log.propose([hoursChanged('18:00', '09:00')]);

    expect(result).toEqual({ accepted: false, reason: 'workingHoursOpenBeforeTheyClose' });
    expect(log.pending()).toHaveLength(0);
    expect(log.stream('settings')?.context.workingHours).toEqual({ opens: '08:00', closes: '22:00' });
    expect(transport.calls).not.toContain('push');
  });

  it('is dropped when the server refuses it by a business rule: state rolled back, rule named', async () => {
    const { server, transport } = serverFor(admin);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    const rejections: Rejection[] = [];
    log.onRejection((rejection) => rejections.push(rejection));
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    server.refuseNextWith(422, 'workingHoursOpenBeforeTheyClose');
    transport.holdPushes();

    const result = await log.propose([hoursChanged('09:00', '17:00')]);
    expect(log.stream('settings')?.context.workingHours).toEqual({ opens: '09:00', closes: '17:00' });
    transport.releasePushes();

    await eventually(() => expect(rejections).toHaveLength(1));
    expect(rejections[0]).toEqual({ code: 'workingHoursOpenBeforeTheyClose', eventIds: result.accepted ? result.eventIds : [] });
    expect(log.pending()).toHaveLength(0);
    expect(log.stream('settings')?.context.workingHours).toEqual({ opens: '08:00', closes: '22:00' });
    expect(server.events).toHaveLength(0);
  });

  it('is dropped when the policy forbids it (403), and the next batch is still sent', async () => {
    const { server, transport } = serverFor(customer);
    registeredCustomer(server);
    const log = openLog({ scope: newScope(), actor: customer, transport });
    const rejections: Rejection[] = [];
    log.onRejection((rejection) => rejections.push(rejection));
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    transport.holdPushes();

    const forbidden = await log.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } }]);
    await log.propose([{ stream: 'user-1234', type: 'user.profileUpdated', data: { fullName: 'Sara Alqahtani' } }]);
    expect(log.stream('settings')?.context.autoReply).toBe(false);
    transport.releasePushes();

    await eventually(() => expect(log.pending()).toHaveLength(0));
    expect(rejections).toEqual([{ code: 'forbidden', eventIds: forbidden.accepted ? forbidden.eventIds : [] }]);
    expect(log.stream('settings')?.context.autoReply).toBe(true);
    expect(server.events.map((event) => event.type)).toEqual(['user.registered', 'user.profileUpdated']);
    expect(log.stream('user-1234')?.context.fullName).toBe('Sara Alqahtani');
    expect(log.status()).toBe('online');
  });
});
