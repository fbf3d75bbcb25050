import { afterEach, describe, expect, it } from 'vitest';
import localforage from 'localforage';
import { admin, customer, eventually, newScope, openLog, registeredCustomer, serverFor, stopAllLogs } from './log-fixtures.ts';

afterEach(stopAllLogs);

const message = (text: string) => ({ stream: 'chat-user-1234', type: 'chat.messageSent', data: { text } });

async function refusedMessage(scope: string, text: string) {
  const { server, transport } = serverFor(customer);
  registeredCustomer(server);
  const log = openLog({ scope, actor: customer, transport });
  await log.start();
  await eventually(() => expect(log.status()).toBe('online'));
  server.refuseNextWith(422, 'chatClosed');
  transport.holdPushes();
  const proposed = await log.propose([message(text)]);
  transport.releasePushes();
  await eventually(() => expect(log.refused()).toHaveLength(1));
  return { log, server, transport, eventIds: proposed.accepted ? proposed.eventIds : [] };
}

describe('a write the server refused on arrival', () => {
  it('is kept on the device with its rule, its moment and its content, no longer pending', async () => {
    const { log, eventIds } = await refusedMessage(newScope(), 'Is the technician coming today?');

    const [write] = log.refused();
    expect(write).toMatchObject({ batch: eventIds[0], code: 'chatClosed', refusedAt: '2026-03-01T09:00:00.000Z' });
    expect(write!.events.map((event) => event.data)).toEqual([{ text: 'Is the technician coming today?' }]);
    expect(log.pending()).toEqual([]);
  });

  it('is still there when the app opens again, until the person has seen it', async () => {
    const scope = newScope();
    const { log, transport } = await refusedMessage(scope, 'Please call before you come');
    log.stop();

    const reopened = openLog({ scope, actor: customer, transport });
    await reopened.start();
    expect(reopened.refused().map((write) => write.code)).toEqual(['chatClosed']);

    await reopened.forgetRefused(reopened.refused()[0]!.batch);
    expect(reopened.refused()).toEqual([]);
    reopened.stop();
    const again = openLog({ scope, actor: customer, transport });
    await again.start();
    expect(again.refused()).toEqual([]);
  });

  it('is forgotten with everything else at logout', async () => {
    const scope = newScope();
    const { log, transport } = await refusedMessage(scope, 'See you tomorrow');
    await log.wipe();

    const reopened = openLog({ scope, actor: customer, transport });
    await reopened.start();
    expect(reopened.refused()).toEqual([]);
  });

  it('leaves out a stored record that is not a refused write, and removes it', async () => {
    const scope = newScope();
    const { log, transport } = await refusedMessage(scope, 'Hello');
    log.stop();
    const shelf = localforage.createInstance({ name: `eventlog-${scope}`, storeName: 'refused' });
    await shelf.setItem('garbage', { batch: 'garbage', code: 'x' });

    const reopened = openLog({ scope, actor: customer, transport });
    await reopened.start();
    expect(reopened.refused().map((write) => write.code)).toEqual(['chatClosed']);
    expect(await shelf.keys()).toEqual([log.refused()[0]!.batch]);
  });

  it('is kept too when catching up makes it impossible before it is sent again', async () => {
    const { server, transport } = serverFor(admin);
    registeredCustomer(server);
    const log = openLog({ scope: newScope('admin-a1'), actor: admin, transport });
    await log.start();
    await eventually(() => expect(log.status()).toBe('online'));
    transport.goOffline();
    await eventually(() => expect(log.status()).toBe('offline'));

    const mine = await log.propose([{ stream: 'user-1234', type: 'user.suspended', data: { reason: 'unpaid visits' } }]);
    server.append({ role: 'admin', userId: 'a2' }, 'user-1234', 'user.suspended', { reason: 'asked to close the account' });
    transport.comeBack();

    await eventually(() => expect(log.refused()).toHaveLength(1));
    expect(log.refused()[0]).toMatchObject({ batch: mine.accepted && mine.eventIds[0], code: 'notAllowedNow' });
    expect(log.refused()[0]!.events.map((event) => event.data)).toEqual([{ reason: 'unpaid visits' }]);
  });
});
