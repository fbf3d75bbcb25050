import { afterEach, describe, expect, it } from 'vitest';
import { admin, eventually, newScope, openLog, serverFor, stopAllLogs, storedIds } from './log-fixtures.ts';

afterEach(stopAllLogs);

const autoReply = (enabled: boolean) => ({ stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled } });
const idsOf = (result: { accepted: boolean; eventIds?: string[] }) => result.eventIds ?? [];

describe('proposing while offline', () => {
  it('queues while the server is unreachable and delivers each batch once, in order, when it is back', async () => {
    const { server, transport } = serverFor(admin);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    transport.goOffline();
    await eventually(() => expect(log.status()).toBe('offline'));

    const proposed = [
      await log.propose([autoReply(false)]),
      await log.propose([{ stream: 'settings', type: 'settings.workingHoursChanged', data: { opens: '10:00', closes: '16:00' } }]),
      await log.propose([autoReply(true)]),
    ].flatMap(idsOf);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.pending().map((event) => event.id)).toEqual(proposed);
    expect(server.received).toHaveLength(0);

    transport.comeBack();
    await eventually(() => expect(log.pending()).toHaveLength(0));
    expect(server.received.map((batch) => batch.map((event) => event.id))).toEqual(proposed.map((id) => [id]));
    expect(server.events.map((event) => [event.id, event.version])).toEqual(proposed.map((id, index) => [id, index + 1]));
    expect(log.stream('settings')?.context).toMatchObject({ autoReply: true, workingHours: { opens: '10:00', closes: '16:00' } });
    expect(log.status()).toBe('online');
  });

  it('re-sends a batch whose answer was lost and the server keeps a single copy', async () => {
    const { server, transport } = serverFor(admin);
    const scope = newScope('admin-a1');
    // Long enough that no timed retry comes first: the next proposal sends the queue again.
    const log = openLog({ scope, actor: admin, transport, backoff: { initialMs: 60_000 } });
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    transport.loseNextAnswer();

    const first = idsOf(await log.propose([autoReply(false)]));
    await eventually(() => expect(log.status()).toBe('offline'));
    const second = idsOf(await log.propose([autoReply(true)]));

    await eventually(() => expect(log.pending()).toHaveLength(0));
    expect(server.received.map((batch) => batch.map((event) => event.id))).toEqual([first, first, second]);
    expect(server.events.map((event) => event.id)).toEqual([...first, ...second]);
    expect(await storedIds(scope)).toEqual([...first, ...second]);
    expect(log.stream('settings')?.context.autoReply).toBe(true);
    await eventually(() => expect(transport.calls.filter((call) => call.startsWith('live'))).toHaveLength(2));
  });

  it('tries again as soon as the browser says it is online', async () => {
    const { server, transport } = serverFor(admin);
    const connectivity = new EventTarget();
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport, connectivity, backoff: { initialMs: 60_000 } });
    transport.goOffline();
    await log.start();
    await eventually(() => expect(log.status()).toBe('offline'));
    const proposed = idsOf(await log.propose([autoReply(false)]));

    transport.comeBack();
    connectivity.dispatchEvent(new Event('online'));

    await eventually(() => expect(server.events.map((event) => event.id)).toEqual(proposed));
    await eventually(() => expect(log.status()).toBe('online'));
  });
});
