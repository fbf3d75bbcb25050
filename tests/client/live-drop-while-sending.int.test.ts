import { afterEach, describe, expect, it } from 'vitest';
import { admin, eventually, newScope, openLog, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const otherAdmin = { role: 'admin', userId: 'a2' } as const;

describe('the live connection drops while the first batch is on its way', () => {
  it('follows the server again, so another device’s change still arrives', async () => {
    const { server, transport } = serverFor(admin);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    await log.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } }]);
    transport.holdPushes();
    await log.start();
    await eventually(() => expect(transport.calls).toContain('push'));

    transport.breakLive();
    await new Promise((resolve) => setTimeout(resolve, 20));
    transport.releasePushes();
    await eventually(() => expect(log.pending()).toHaveLength(0));
    server.append(otherAdmin, 'settings', 'settings.workingHoursChanged', { opens: '07:30', closes: '15:00' });

    await eventually(() => expect(log.stream('settings')?.context.workingHours).toEqual({ opens: '07:30', closes: '15:00' }));
    expect(log.status()).toBe('online');
  });
});
