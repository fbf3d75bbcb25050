import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalChatStream, requestChatStream } from '../../machines/domain/streams.ts';
import { greetingIdOf } from '../../server/chat/greetings.ts';
import type { Harness, TestResponse } from './app-harness.ts';
import { eventsOf, wrote } from './chat-fixtures.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { bookedBy } from './request-fixtures.ts';

// POST /api/chats/{stream}/open: the first time a customer opens their empty thread, the
// company greets them by name, once, however many tabs open it together. Only the thread's
// customer may open it; any other thread is answered as if it did not exist.
let h: Harness & { adminId: string };
// No auto-reply comes while this file runs: the log stays as each test leaves it.
beforeAll(async () => {
  h = await harnessWithAdmin({ autoReplyDelayMs: 60_000 });
});
afterAll(async () => {
  await h.close();
});

let customers = 0;
/** A customer of this test alone (full name `Customer <client>`), signed in as the returned client. */
async function newCustomer() {
  customers += 1;
  const client = `greeted-${customers}`;
  const userId = await registerCustomer(h, client);
  return { client, userId, fullName: `Customer ${client}`, thread: generalChatStream(userId) };
}

const open = (client: string | undefined, stream: string) => h.request(`/api/chats/${stream}/open`, { client, method: 'POST' });

function expectOpened(response: TestResponse, greeted: boolean) {
  expect([response.status, response.body], JSON.stringify(response.body)).toEqual([200, { greeted }]);
}

async function expectNotFound(response: TestResponse, before: number) {
  expect([response.status, response.body?.error?.code], JSON.stringify(response.body)).toEqual([404, 'notFound']);
  await expectLogUnchangedAndHealthy(h, before);
}

describe('opening the general thread', () => {
  it('given an empty thread, when the customer opens it twice, then one greeting names them, from the system, with the thread’s id', async () => {
    const { client, userId, fullName, thread } = await newCustomer();
    expectOpened(await open(client, thread), true);
    expectOpened(await open(client, thread), false);

    const greetings = await eventsOf(h, thread, 'greeted');
    expect(greetings).toEqual([
      expect.objectContaining({ id: greetingIdOf(thread), version: 1, data: { customerName: fullName }, actor: { role: 'system' }, audience: userId }),
    ]);
  });

  it('given an empty thread, when two tabs open it at once, then one of them greets and the thread holds one greeting', async () => {
    const { client, thread } = await newCustomer();
    const answers = await Promise.all([open(client, thread), open(client, thread)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.greeted).sort()).toEqual([false, true]);
    expect(await eventsOf(h, thread, 'greeted')).toHaveLength(1);
  });

  it('given the customer already wrote in it, when they open it, then no greeting comes', async () => {
    const { client, thread } = await newCustomer();
    await wrote(h, client, thread);
    expectOpened(await open(client, thread), false);
    expect((await h.store.readStream(thread)).map((event) => event.type)).toEqual(['chat.messageSent']);
  });

  it('given another customer’s thread, when a customer opens it, then 404 notFound and nothing is appended', async () => {
    const { thread } = await newCustomer();
    const intruder = await newCustomer();
    await expectNotFound(await open(intruder.client, thread), await h.store.lastPosition());
  });

  it('refuses a visitor and an admin with 401 signInRequired: only the customer opens their thread', async () => {
    const { thread } = await newCustomer();
    const before = await h.store.lastPosition();
    for (const client of ['visitor', 'admin']) {
      const response = await open(client, thread);
      expect([response.status, response.body?.error?.code], `${client}: ${JSON.stringify(response.body)}`).toEqual([401, 'signInRequired']);
    }
    await expectLogUnchangedAndHealthy(h, before);
  });
});

describe('opening a request’s thread', () => {
  it('given the customer’s own request, then they are greeted there by name', async () => {
    const { client, userId, fullName } = await newCustomer();
    const thread = requestChatStream((await bookedBy(h, client)).slice('request-'.length));
    expectOpened(await open(client, thread), true);
    expect(await eventsOf(h, thread, 'greeted')).toEqual([
      expect.objectContaining({ id: greetingIdOf(thread), data: { customerName: fullName }, audience: userId }),
    ]);
  });

  it('given another customer’s request, then 404 notFound and nothing is appended', async () => {
    const owner = await newCustomer();
    const thread = requestChatStream((await bookedBy(h, owner.client)).slice('request-'.length));
    const intruder = await newCustomer();
    await expectNotFound(await open(intruder.client, thread), await h.store.lastPosition());
  });

  it('given a request that does not exist, or a name that is no thread, then 404 notFound and nothing is appended', async () => {
    const { client, userId } = await newCustomer();
    const before = await h.store.lastPosition();
    await expectNotFound(await open(client, requestChatStream('019a0000-0000-7000-8000-000000000001')), before);
    await expectNotFound(await open(client, `user-${userId}`), before);
    await expectNotFound(await open(client, 'chat-anything'), before);
  });
});
