import { afterEach, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { admin, eventually, newScope, openLog, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

describe('a proposed event', () => {
  it('shows at once while pending, then is confirmed with the position the server gave it', async () => {
    const scope = newScope('admin-a1');
    const { server, transport } = serverFor(admin);
    const log = openLog({ scope, actor: admin, transport });
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    transport.holdPushes();

    const result = await log.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } }]);

    expect(result.accepted).toBe(true);
    const [id] = result.accepted ? result.eventIds : [];
    expect(log.pending().map((event) => event.id)).toEqual([id]);
    expect(log.stream('settings')?.context.autoReply).toBe(false);
    expect(server.events).toHaveLength(0);

    transport.releasePushes();
    await eventually(() => expect(log.pending()).toHaveLength(0));
    expect(log.stream('settings')?.context.autoReply).toBe(false);
    const confirmed = await new LocalStore(scope).confirmedEvents();
    expect(confirmed).toEqual([expect.objectContaining({ id, version: 1, position: server.events[0]!.position, actor: admin })]);
  });

  it('survives a reload before the server has it, and the next instance sends it once', async () => {
    const scope = newScope('admin-a1');
    const { server, transport } = serverFor(admin);
    transport.goOffline();
    const before = openLog({ scope, actor: admin, transport });
    await before.start();
    const result = await before.propose([
      { stream: 'settings', type: 'settings.workingHoursChanged', data: { opens: '09:00', closes: '17:00' } },
    ]);
    before.stop();

    transport.comeBack();
    transport.holdPushes();
    const after = openLog({ scope, actor: admin, transport });
    await after.start();

    expect(after.pending().map((event) => event.id)).toEqual(result.accepted ? result.eventIds : []);
    expect(after.stream('settings')?.context.workingHours).toEqual({ opens: '09:00', closes: '17:00' });
    transport.releasePushes();
    await eventually(() => expect(after.pending()).toHaveLength(0));
    expect(server.events.map((event) => event.type)).toEqual(['settings.workingHoursChanged']);
    expect(after.stream('settings')?.context.workingHours).toEqual({ opens: '09:00', closes: '17:00' });
  });
});
