// Stream names: which entity an event belongs to, and whose it is.
export type StreamKind = 'user' | 'subscription' | 'request' | 'chat' | 'settings';

export interface StreamName {
  kind: StreamKind;
  /** The user id for user and subscription streams, the entity id otherwise. */
  key: string | null;
}

const userIdPattern = '[1-9][0-9]{3,4}';
const entityIdPattern = '[0-9a-z-]{6,40}';

const patterns: ReadonlyArray<[StreamKind, RegExp]> = [
  ['user', new RegExp(`^user-(${userIdPattern})$`)],
  ['subscription', new RegExp(`^subscription-(${userIdPattern})$`)],
  ['request', new RegExp(`^request-(${entityIdPattern})$`)],
  ['chat', new RegExp(`^chat-(user-${userIdPattern}|request-${entityIdPattern})$`)],
];

export function parseStreamName(stream: string): StreamName | null {
  if (stream === 'settings') return { kind: 'settings', key: null };
  for (const [kind, pattern] of patterns) {
    const match = pattern.exec(stream);
    if (match?.[1]) return { kind, key: match[1] };
  }
  return null;
}

export const userStream = (userId: string) => `user-${userId}`;
export const subscriptionStream = (userId: string) => `subscription-${userId}`;
export const requestStream = (requestId: string) => `request-${requestId}`;
export const settingsStream = 'settings';

/** A customer's general thread with the company, and a request's own thread. */
export const generalChatStream = (userId: string) => `chat-user-${userId}`;
export const requestChatStream = (requestId: string) => `chat-request-${requestId}`;

/** A thread's id in addresses (`/admin/chat/{chatId}`): `user-{userId}` or `request-{requestId}`. */
export const chatIdOf = (stream: string) => stream.slice('chat-'.length);
export const chatStreamOf = (chatId: string) => `chat-${chatId}`;

export type ChatThread = { kind: 'general'; userId: string } | { kind: 'request'; requestId: string };

const chatThreadPattern = new RegExp(`^chat-(?:user-(${userIdPattern})|request-(${entityIdPattern}))$`);

/** Which thread a chat stream is, or null for any other name. */
export function chatThreadOf(stream: string): ChatThread | null {
  const match = chatThreadPattern.exec(stream);
  if (!match) return null;
  return match[1] ? { kind: 'general', userId: match[1] } : { kind: 'request', requestId: match[2]! };
}
