import { afterEach, describe, expect, it } from 'vitest';
import { FakeTransport } from './fake-transport.ts';
import { fakeChannels, fakeLock } from './fake-tabs.ts';
import { admin, eventually, newScope, openLog, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const otherAdmin = { role: 'admin', userId: 'a2' } as const;

async function twoTabs() {
  const { server, transport: leaderTransport } = serverFor(admin);
  const followerTransport = new FakeTransport(server, admin);
  const scope = newScope('admin-a1');
  const locks = fakeLock();
  const [first, second] = fakeChannels(2);
  const leader = openLog({ scope, actor: admin, transport: leaderTransport, locks, channel: first });
  const follower = openLog({ scope, actor: admin, transport: followerTransport, locks, channel: second });
  await leader.start();
  await eventually(() => expect(leader.status()).toBe('online'));
  await follower.start();
  return { server, leader, follower, leaderTransport, followerTransport };
}

describe('two tabs on one scope', () => {
  it('show the same state, and only the leader talks to the server', async () => {
    const { server, leader, follower, leaderTransport, followerTransport } = await twoTabs();

    await leader.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } }]);
    await eventually(() => expect(leader.pending()).toHaveLength(0));
    server.append(otherAdmin, 'settings', 'settings.workingHoursChanged', { opens: '07:30', closes: '15:00' });

    const expected = { autoReply: false, workingHours: { opens: '07:30', closes: '15:00' } };
    await eventually(() => expect(leader.stream('settings')?.context).toMatchObject(expected));
    await eventually(() => expect(follower.stream('settings')?.context).toMatchObject(expected));
    expect(follower.status()).toBe('online');
    expect(leaderTransport.pushes).toHaveLength(1);
    expect(followerTransport.calls).toEqual([]);
  });

  it('send an event proposed in the follower exactly once, through the leader', async () => {
    const { server, leader, follower, leaderTransport, followerTransport } = await twoTabs();

    const result = await follower.propose([
      { stream: 'settings', type: 'settings.workingHoursChanged', data: { opens: '10:00', closes: '18:00' } },
    ]);
    expect(follower.stream('settings')?.context.workingHours).toEqual({ opens: '10:00', closes: '18:00' });

    await eventually(() => expect(server.events.map((event) => event.id)).toEqual(result.accepted ? result.eventIds : []));
    await eventually(() => expect(follower.pending()).toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.received).toHaveLength(1);
    expect(leaderTransport.pushes).toHaveLength(1);
    expect(followerTransport.calls).toEqual([]);
    expect(leader.stream('settings')?.context.workingHours).toEqual({ opens: '10:00', closes: '18:00' });
  });

  it('hand the lead to the other tab when the leader stops, which then sends what is pending, once', async () => {
    const { server, leader, follower, leaderTransport, followerTransport } = await twoTabs();
    leaderTransport.goOffline();
    await eventually(() => expect(follower.status()).toBe('offline'));
    const result = await follower.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } }]);
    await eventually(() => expect(leader.pending()).toHaveLength(1));

    leader.stop();

    await eventually(() => expect(follower.pending()).toHaveLength(0));
    expect(followerTransport.pushes.map((batch) => batch.map((event) => event.id))).toEqual(
      result.accepted ? [result.eventIds] : [],
    );
    expect(server.events.map((event) => event.id)).toEqual(result.accepted ? result.eventIds : []);
    expect(follower.stream('settings')?.context.autoReply).toBe(false);
    await eventually(() => expect(follower.status()).toBe('online'));
  });

  it('lead alone when the browser has no Web Locks (jsdom), rather than never syncing', async () => {
    const { server, transport } = serverFor(admin);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport, locks: undefined });
    await log.start();

    await log.propose([{ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } }]);

    await eventually(() => expect(server.events).toHaveLength(1));
    expect(log.status()).toBe('online');
  });
});
