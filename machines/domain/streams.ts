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
  ['chat', new RegExp(`^chat-((?:user|request)-${entityIdPattern})$`)],
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
