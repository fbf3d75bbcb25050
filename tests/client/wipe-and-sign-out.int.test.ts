import { afterEach, describe, expect, it } from 'vitest';
import { LocalStore } from '../../src/eventlog/local-store.ts';
import { admin, customer, eventually, newScope, openLog, registeredCustomer, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe('logging out', () => {
  it('wipe() deletes the scope’s local data, so a new log on the same scope starts empty', async () => {
    const { server, transport } = serverFor(customer);
    registeredCustomer(server);
    const scope = newScope();
    const log = openLog({ scope, actor: customer, transport });
    await log.start();
    await eventually(() => expect(log.stream('user-1234')?.context.fullName).toBe('Sara Qahtani'));
    transport.goOffline();
    await log.propose([{ stream: 'user-1234', type: 'user.profileUpdated', data: { fullName: 'Sara Alqahtani' } }]);

    expect(await databaseNames()).toContain(new LocalStore(scope).databaseName);

    await log.wipe();

    expect(log.status()).toBe('signedOut');
    expect(log.streams().size).toBe(0);
    expect(await databaseNames()).not.toContain(new LocalStore(scope).databaseName);
    const next = openLog({ scope, actor: customer, transport });
    await next.start();
    expect(next.streams().size).toBe(0);
    expect(next.pending()).toHaveLength(0);
  });

  it('wipe() leaves the data of other scopes alone', async () => {
    const { server, transport } = serverFor(admin);
    server.append(admin, 'settings', 'settings.autoReplySwitched', { enabled: false });
    const keptScope = newScope('admin-a1');
    const kept = openLog({ scope: keptScope, actor: admin, transport });
    const wiped = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    await kept.start();
    await wiped.start();
    await eventually(() => expect(kept.stream('settings')?.context.autoReply).toBe(false));
    kept.stop();

    await wiped.wipe();

    transport.goOffline();
    const reopened = openLog({ scope: keptScope, actor: admin, transport });
    await reopened.start();
    expect(reopened.stream('settings')?.context.autoReply).toBe(false);
  });
});

describe('a session that ended', () => {
  it('stops syncing and says signed out, keeping what is pending', async () => {
    const { transport } = serverFor(admin);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));

    transport.endSession();
    await eventually(() => expect(log.status()).toBe('signedOut'));
    const callsWhenSignedOut = transport.calls.length;
    await log.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } }]);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(transport.calls).toHaveLength(callsWhenSignedOut);
    expect(log.pending()).toHaveLength(1);
  });
});
