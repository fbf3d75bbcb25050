// What the tabs of one scope tell each other: the leader what it confirmed, refused and how
// it is connected; any tab that its pending queue changed (the store holds the queue itself).
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import type { Rejection } from './pending-event.ts';
import type { SyncStatus } from './sync-engine.ts';

export type TabMessage =
  | { kind: 'confirmed'; events: DomainEvent[]; lastPosition: number }
  | { kind: 'pendingChanged' }
  | { kind: 'rejected'; rejections: Rejection[] }
  | { kind: 'status'; status: SyncStatus }
  | { kind: 'hello' }
  | { kind: 'wiped' };

export interface TabChannel {
  post: (message: TabMessage) => void;
  /** Hears the other tabs' messages, never its own; returns a function that stops listening. */
  listen: (listener: (message: TabMessage) => void) => () => void;
  close: () => void;
}

export function browserTabChannel(name: string): TabChannel {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => {}, listen: () => () => {}, close: () => {} };
  }
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (message: MessageEvent<TabMessage>) => listener(message.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
