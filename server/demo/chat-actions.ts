import { autoReplyIdOf } from '../chat/auto-replies.ts';
import type { DemoCustomer } from './demo-cast.ts';
import type { DemoBrowser } from './demo-browser.ts';
import { appendedByServer, nextEvent, propose, type Stage } from './stage.ts';

// A conversation as the chat screens carry it: the customer opens the thread (the company
// greets them the first time) and writes; the server's auto-reply answers; the admin reads
// and replies; each side marks how far it has read.
export async function openThread(stage: Stage, customer: DemoCustomer, stream: string): Promise<void> {
  await stage.browserOf(customer).post(`/api/chats/${stream}/open`);
}

/** The customer's message, and the auto-reply the app runs for it: waited for, so the thread's next event follows it. */
export async function customerWrites(stage: Stage, customer: DemoCustomer, stream: string, text: string): Promise<void> {
  const message = await nextEvent(stage, stream, 'chat.messageSent', { text });
  await propose(stage.browserOf(customer), [message]);
  await appendedByServer(stage, autoReplyIdOf(message.id), `auto-reply to message ${message.id}`);
}

export async function adminWrites(stage: Stage, stream: string, text: string): Promise<void> {
  await propose(stage.admin, [await nextEvent(stage, stream, 'chat.messageSent', { text })]);
}

/** `reader` has seen the thread up to its last message. */
export async function readThread(stage: Stage, reader: DemoBrowser, stream: string): Promise<void> {
  const last = (await stage.store.readStream(stream)).findLast((event) => event.type !== 'chat.read');
  if (!last) throw new Error(`${stream} has nothing to read`);
  await propose(reader, [await nextEvent(stage, stream, 'chat.read', { upTo: last.id })]);
}
