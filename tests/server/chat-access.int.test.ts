import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalChatStream, requestChatStream } from '../../machines/domain/streams.ts';
import type { Harness, TestResponse } from './app-harness.ts';
import { chatEvent, write, wrote } from './chat-fixtures.ts';
import { expectLogUnchangedAndHealthy, harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { bookedBy } from './request-fixtures.ts';

// Who writes and reads a chat thread, over POST /api/events and GET /api/events: a thread is
// its customer's and the company's; nobody else appends to it or reads it, whatever id they
// guess; the greeting and the auto-reply are the server's alone; the actor is the session's.
// Messages are 1 to 2000 characters once trimmed. Every refusal appends nothing.
let h: Harness & { adminId: string };
// No auto-reply comes while this file runs: the log stays as each test leaves it.
beforeAll(async () => {
  h = await harnessWithAdmin({ autoReplyDelayMs: 60_000 });
});
afterAll(async () => {
  await h.close();
});

let customers = 0;
/** A customer of this test alone with a request, signed in as the returned client, and their two threads. */
async function newCustomer() {
  customers += 1;
  const client = `chatting-${customers}`;
  const userId = await registerCustomer(h, client);
  const requestId = (await bookedBy(h, client)).slice('request-'.length);
  return { client, userId, general: generalChatStream(userId), requestThread: requestChatStream(requestId) };
}

async function expectRefused(response: TestResponse, status: number, code: string, before: number) {
  expect([response.status, response.body?.error?.code], JSON.stringify(response.body)).toEqual([status, code]);
  await expectLogUnchangedAndHealthy(h, before);
}

const catchUp = async (client: string) => (await h.request('/api/events?after=0', { client })).body.events as Array<{ id: string; stream: string }>;

describe('another customer', () => {
  it('given Sara’s threads, when Omar writes or marks them read, then 403 forbidden', async () => {
    const sara = await newCustomer();
    const omar = await newCustomer();
    const message = await wrote(h, sara.client, sara.general);
    const before = await h.store.lastPosition();

    for (const thread of [sara.general, sara.requestThread]) {
      await expectRefused((await write(h, omar.client, thread, 'Let me in')).response, 403, 'forbidden', before);
    }
    const read = chatEvent(sara.general, 1, 'read', { upTo: message.id });
    await expectRefused(await propose(h, omar.client, [read]), 403, 'forbidden', before);
  });

  it('given Sara’s threads with messages, when Omar catches up, then he holds none of them and Sara holds all', async () => {
    const sara = await newCustomer();
    const omar = await newCustomer();
    const inGeneral = await wrote(h, sara.client, sara.general);
    const inRequest = await wrote(h, sara.client, sara.requestThread);
    const answer = await wrote(h, 'admin', sara.requestThread, 'We are on it');

    expect((await catchUp(omar.client)).filter((event) => event.stream.startsWith('chat-'))).toEqual([]);
    expect((await catchUp(sara.client)).map((event) => event.id)).toEqual(expect.arrayContaining([inGeneral.id, inRequest.id, answer.id]));
  });

  it('given no such request, when a customer writes in its thread, then 403 forbidden', async () => {
    const { client } = await newCustomer();
    const before = await h.store.lastPosition();
    const thread = requestChatStream('019a0000-0000-7000-8000-000000000001');
    await expectRefused((await write(h, client, thread, 'Hello?')).response, 403, 'forbidden', before);
  });
});

describe('the server’s own events', () => {
  it('refuses a customer’s greeting and auto-reply, even in their own thread, with 403 forbidden', async () => {
    const { client, general } = await newCustomer();
    const message = await wrote(h, client, general);
    const before = await h.store.lastPosition();

    await expectRefused(await propose(h, client, [chatEvent(general, 1, 'autoReplied', { inReplyTo: message.id })]), 403, 'forbidden', before);
    await expectRefused(await propose(h, client, [chatEvent(general, 1, 'greeted', { customerName: 'Customer me' })]), 403, 'forbidden', before);
  });
});

describe('who the writer is', () => {
  it('given any customer’s threads, when the admin writes in them, then the messages are the admin’s and the customer’s to read', async () => {
    const { userId, general, requestThread } = await newCustomer();
    for (const thread of [general, requestThread]) {
      const message = await wrote(h, 'admin', thread, 'Hello from the company');
      expect(message).toMatchObject({ actor: { role: 'admin', userId: h.adminId }, audience: userId, data: { text: 'Hello from the company' } });
    }
  });

  it('given messages from both sides, then each side marks the other’s read, as itself', async () => {
    const { client, userId, general } = await newCustomer();
    await wrote(h, client, general);
    const answer = await wrote(h, 'admin', general, 'A plumber can come tomorrow');
    const byCustomer = await propose(h, client, [chatEvent(general, 2, 'read', { upTo: answer.id })]);
    expect(byCustomer.status, JSON.stringify(byCustomer.body)).toBe(200);
    const thanks = await wrote(h, client, general, 'Thank you');
    const byAdmin = await propose(h, 'admin', [chatEvent(general, 4, 'read', { upTo: thanks.id })]);
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect([byCustomer.body.events[0].actor, byAdmin.body.events[0].actor]).toEqual([
      { role: 'customer', userId },
      { role: 'admin', userId: h.adminId },
    ]);
  });

  it('is the session: a customer’s message is the customer’s, and a proposal naming an actor is refused with 400 invalidBatch', async () => {
    const { client, userId, general } = await newCustomer();
    const before = await h.store.lastPosition();
    const asAdmin = { ...chatEvent(general, 0, 'messageSent', { text: 'I am the admin' }), actor: { role: 'admin' } };
    await expectRefused(await propose(h, client, [asAdmin]), 400, 'invalidBatch', before);

    const message = await wrote(h, client, general, 'I am the admin');
    expect(message.actor).toEqual({ role: 'customer', userId });
  });
});

describe('a message’s text', () => {
  it.each([
    ['empty', ''],
    ['only spaces and new lines', '  \n\t \n '],
    ['longer than 2000 characters', 'a'.repeat(2001)],
  ])('refuses text that is %s with 400 invalidPayload', async (_case, text) => {
    const { client, general } = await newCustomer();
    const before = await h.store.lastPosition();
    const { response } = await write(h, client, general, text);
    await expectRefused(response, 400, 'invalidPayload', before);
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: 'text' })]);
  });

  it('keeps 2000 characters, and the text trimmed', async () => {
    const { client, general } = await newCustomer();
    expect((await wrote(h, client, general, `  ${'a'.repeat(2000)}\n`)).data).toEqual({ text: 'a'.repeat(2000) });
    expect((await wrote(h, client, general, '  The sink leaks \n')).data).toEqual({ text: 'The sink leaks' });
  });
});
