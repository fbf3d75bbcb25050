// The app's part of a chat thread: the company's greeting asked for when the customer first
// opens an empty thread, a message proposed through the log (shown at once, sent when
// online), and how far the reader has read.
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';
import { callApi } from '../eventlog/api-call.ts';

export function sendChatMessage(log: EventLog, stream: string, text: string): Promise<ProposeResult> {
  return log.propose([{ stream, type: 'chat.messageSent', data: { text: text.trim() } }]);
}

export function markThreadRead(log: EventLog, stream: string, upTo: string): Promise<ProposeResult> {
  return log.propose([{ stream, type: 'chat.read', data: { upTo } }]);
}

/** The server greets only once per thread, however many tabs ask; a failure is retried at the next open. */
export async function askForGreeting(stream: string): Promise<void> {
  await callApi(globalThis.fetch.bind(globalThis), `/api/chats/${encodeURIComponent(stream)}/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
}
