import { setTimeout as sleep } from 'node:timers/promises';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { ProposedEvent } from '../../machines/domain/envelope.ts';
import type { StoredEvent } from '../../server/store/event-store.ts';
import type { Harness } from './app-harness.ts';
import { propose } from './events-api-fixtures.ts';

// What the chat tests share: chat events as a browser proposes them, a message that must be
// accepted, the thread's events of a type, and waiting (in real time) for the auto-reply.
export const chatEvent = (stream: string, expectedVersion: number, type: string, data: Record<string, unknown>): ProposedEvent => ({
  id: uuidv7(),
  stream,
  expectedVersion,
  type: `chat.${type}`,
  schema: 1,
  data,
});

/** `client` proposes a message as the thread's next event. */
export async function write(h: Harness, client: string, stream: string, text: string) {
  const message = chatEvent(stream, await h.store.streamVersion(stream), 'messageSent', { text });
  return { message, response: await propose(h, client, [message]) };
}

/** Given: `client` wrote `text` in the thread, which must be accepted; returns the stored message. */
export async function wrote(h: Harness, client: string, stream: string, text = 'The kitchen sink leaks'): Promise<StoredEvent> {
  const { message, response } = await write(h, client, stream, text);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (await h.store.findByIds([message.id]))[0]!;
}

export const eventsOf = async (h: Harness, stream: string, type: string) =>
  (await h.store.readStream(stream)).filter((event) => event.type === `chat.${type}`);

export const repliesIn = (h: Harness, stream: string) => eventsOf(h, stream, 'autoReplied');

/** Polls `read` until it answers something, failing after `timeoutMs`. */
export async function eventually<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: still nothing after ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Waits until the thread holds `count` auto-replies; returns them. */
export const autoReplies = (h: Harness, stream: string, count = 1) =>
  eventually(`${count} auto-repl${count === 1 ? 'y' : 'ies'} in ${stream}`, async () => {
    const replies = await repliesIn(h, stream);
    return replies.length >= count ? replies : undefined;
  });
