import { z } from 'zod';
import { limits } from './constants.ts';
import type { EventDefinition } from './event-catalog.ts';
import { fullName, multilineText } from './text-fields.ts';

// Events of a `chat-{conversationId}` stream: a customer's general thread (`chat-user-{userId}`)
// or a request's thread (`chat-request-{requestId}`), between the customer and the company.
// The greeting and the auto-reply are the server's; their words are the app's, in the reader's
// language, so only what they need is stored.
export const chatMessageText = multilineText({ min: 1, max: limits.maxTextLength });

/** Why a draft cannot be sent, or null when it can: blank, too long, or holding a control character. */
export function chatTextProblem(draft: string): 'blank' | 'tooLong' | 'invalidCharacters' | null {
  const trimmed = draft.trim();
  if (trimmed === '') return 'blank';
  if (trimmed.length > limits.maxTextLength) return 'tooLong';
  return chatMessageText.safeParse(trimmed).success ? null : 'invalidCharacters';
}

const eventId = z.uuid();

export const chatGreeted = z.strictObject({ customerName: fullName });
export const chatMessageSent = z.strictObject({ text: chatMessageText });
export const chatAutoReplied = z.strictObject({ inReplyTo: eventId });
/** The reader has seen the thread up to this message (the other side's messages before it are read). */
export const chatRead = z.strictObject({ upTo: eventId });

export const chatEventSchemas = {
  'chat.greeted': { stream: 'chat', schemas: { 1: chatGreeted } },
  'chat.messageSent': { stream: 'chat', schemas: { 1: chatMessageSent } },
  'chat.autoReplied': { stream: 'chat', schemas: { 1: chatAutoReplied } },
  'chat.read': { stream: 'chat', schemas: { 1: chatRead } },
} satisfies Record<string, EventDefinition>;

export type ChatGreeted = z.infer<typeof chatGreeted>;
export type ChatMessageSent = z.infer<typeof chatMessageSent>;
export type ChatAutoReplied = z.infer<typeof chatAutoReplied>;
export type ChatRead = z.infer<typeof chatRead>;
