import { afterEach, describe, expect, it } from 'vitest';
import { serverAnswer } from '../../src/app/sent-to-server.ts';
import { admin, eventually, newScope, openLog, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const hoursChanged = { stream: 'settings', type: 'settings.workingHoursChanged', data: { opens: '09:00', closes: '17:00' } };

async function onlineLog() {
  const { server, transport } = serverFor(admin);
  const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
  await log.start();
  await eventually(() => expect(log.status()).toBe('online'));
  return { server, transport, log };
}

async function proposed(log: Awaited<ReturnType<typeof onlineLog>>['log']): Promise<string> {
  const result = await log.propose([hoursChanged]);
  if (!result.accepted) throw new Error(`the log refused the change: ${result.reason}`);
  return result.eventIds[0]!;
}

describe('the server’s answer to a change the log took', () => {
  it('is "sent" only once the server has accepted it, not while it waits to be pushed', async () => {
    const { transport, log } = await onlineLog();
    transport.holdPushes();
    const eventId = await proposed(log);
    let answer: string | undefined;
    void serverAnswer(log, 'settings', eventId, new AbortController().signal).then((said) => (answer = said));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answer, 'said before the server answered').toBeUndefined();
    transport.releasePushes();
    await eventually(() => expect(answer).toBe('sent'));
  });

  it('is "refused" when the server refuses it and the log takes it back', async () => {
    const { server, log } = await onlineLog();
    server.refuseNextWith(422, 'workingHoursOpenBeforeTheyClose');
    const eventId = await proposed(log);
    await expect(serverAnswer(log, 'settings', eventId, new AbortController().signal)).resolves.toBe('refused');
  });

  it('stops listening when the screen has gone', async () => {
    const { transport, log } = await onlineLog();
    transport.holdPushes();
    const eventId = await proposed(log);
    const leaving = new AbortController();
    let answer: string | undefined;
    void serverAnswer(log, 'settings', eventId, leaving.signal).then((said) => (answer = said));
    leaving.abort();
    transport.releasePushes();
    await eventually(() => expect(log.pending()).toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answer).toBeUndefined();
  });
});
