import { afterEach, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { admin, customer, eventually, newScope, openLog, registeredCustomer, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const otherAdmin = { role: 'admin', userId: 'a2' } as const;

describe('catching up and following live', () => {
  it('reads the log page by page beyond the server’s 1000-event page', async () => {
    const { server, transport } = serverFor(customer);
    for (let index = 1; index <= 1500; index += 1) {
      server.append(otherAdmin, 'settings', 'settings.autoReplySwitched', { enabled: index % 3 === 0 });
    }
    const scope = newScope();
    const log = openLog({ scope, actor: customer, transport });

    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));

    expect(transport.calls.filter((call) => call.startsWith('pull'))).toEqual(['pull 0', 'pull 1000']);
    expect(log.stream('settings')?.context.autoReply).toBe(true);
    const store = new LocalStore(scope);
    expect(await store.lastPosition()).toBe(1500);
    expect(await store.confirmedEvents()).toHaveLength(1500);
  });

  it('applies events that arrive live, and ignores one it already has', async () => {
    const { server, transport } = serverFor(customer);
    registeredCustomer(server);
    const scope = newScope();
    const log = openLog({ scope, actor: customer, transport });
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));

    const off = server.append(otherAdmin, 'settings', 'settings.autoReplySwitched', { enabled: false });
    server.append(otherAdmin, 'settings', 'settings.autoReplySwitched', { enabled: true });
    server.append(otherAdmin, 'user-1234', 'user.profileUpdated', { fullName: 'Sara Alqahtani' });
    await eventually(() => expect(log.stream('user-1234')?.context.fullName).toBe('Sara Alqahtani'));
    expect(log.stream('settings')?.context.autoReply).toBe(true);

    transport.deliverAgain(off);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(log.stream('settings')?.context.autoReply).toBe(true);
    expect((await new LocalStore(scope).confirmedEvents()).map((event) => event.position)).toEqual([1, 2, 3, 4]);
  });

  it('after the live connection breaks, catches up on what it missed before following again', async () => {
    const { server, transport } = serverFor(admin);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    server.append(otherAdmin, 'settings', 'settings.autoReplySwitched', { enabled: false });
    await eventually(() => expect(log.stream('settings')?.context.autoReply).toBe(false));

    transport.goOffline();
    server.append(otherAdmin, 'settings', 'settings.workingHoursChanged', { opens: '07:00', closes: '12:00' });
    await eventually(() => expect(log.status()).toBe('offline'));
    transport.comeBack();

    await eventually(() => expect(log.stream('settings')?.context.workingHours).toEqual({ opens: '07:00', closes: '12:00' }));
    await eventually(() => expect(transport.calls.at(-1)).toBe('live 2'));
    expect(transport.calls.slice(0, 2)).toEqual(['pull 0', 'live 0']);
    expect(transport.calls.slice(-2)).toEqual(['pull 1', 'live 2']);
    expect(log.status()).toBe('online');
  });
});
