import { afterEach, describe, expect, it } from 'vitest';
import { admin, eventually, newScope, openLog, serverFor, stopAllLogs, storedIds } from './log-fixtures.ts';

afterEach(stopAllLogs);

describe("a stream's history", () => {
  it('lists the confirmed events in order with when and by whom, then those still pending', async () => {
    const { server, transport } = serverFor(admin);
    server.append(admin, 'settings', 'settings.autoReplySwitched', { enabled: false });
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    transport.holdPushes();

    await log.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: true } }]);

    expect(log.history('settings').map(({ type, data, actor, pending }) => ({ type, data, actor, pending }))).toEqual([
      { type: 'settings.autoReplySwitched', data: { enabled: false }, actor: admin, pending: false },
      { type: 'settings.autoReplySwitched', data: { enabled: true }, actor: admin, pending: true },
    ]);
    transport.releasePushes();
    await eventually(() => expect(log.history('settings').map((entry) => entry.pending)).toEqual([false, false]));
  });

  it('is rebuilt from the device after a reload, and is empty for a stream never seen', async () => {
    const scope = newScope('admin-a1');
    const { server, transport } = serverFor(admin);
    server.append(admin, 'settings', 'settings.autoReplySwitched', { enabled: false });
    const first = openLog({ scope, actor: admin, transport });
    await first.start();
    // Shown once in memory, kept once on the device: the reload reads the device.
    await eventually(async () => expect(await storedIds(scope)).toEqual([server.events[0]!.id]));
    first.stop();

    transport.goOffline();
    const again = openLog({ scope, actor: admin, transport });
    await again.start();
    expect(again.history('settings').map((entry) => entry.at)).toEqual([server.events[0]!.at]);
    expect(again.history('request-0195abcdef')).toEqual([]);
  });
});
