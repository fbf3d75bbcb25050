// Two or more "tabs" in one test: a Web Locks stand-in granting one holder at a time in
// request order, and BroadcastChannel stand-ins that deliver to every other tab, later.
import type { TabChannel, TabMessage } from '../../src/eventlog/tab-channel.ts';
import type { LeaderLock } from '../../src/eventlog/tab-leadership.ts';

interface Waiting {
  lead: () => Promise<void>;
  done: (value: unknown) => void;
}

export function fakeLock(): LeaderLock & { holders: number } {
  const queue: Waiting[] = [];
  const state = { holders: 0 };
  const grantNext = () => {
    if (state.holders > 0) return;
    const next = queue.shift();
    if (!next) return;
    state.holders = 1;
    void next.lead().finally(() => {
      state.holders = 0;
      next.done(undefined);
      grantNext();
    });
  };
  return Object.assign(state, {
    request: (_name: string, { signal }: { signal: AbortSignal }, lead: () => Promise<void>) =>
      new Promise((done, fail) => {
        const waiting = { lead, done };
        queue.push(waiting);
        signal.addEventListener('abort', () => {
          const index = queue.indexOf(waiting);
          if (index < 0) return;
          queue.splice(index, 1);
          fail(new DOMException('The request was aborted.', 'AbortError'));
        });
        setTimeout(grantNext, 0);
      }),
  });
}

export function fakeChannels(count: number): TabChannel[] {
  const listeners = new Map<number, Set<(message: TabMessage) => void>>();
  return Array.from({ length: count }, (_, tab): TabChannel => {
    listeners.set(tab, new Set());
    return {
      post: (message) => {
        const copy = structuredClone(message);
        for (const [other, heard] of listeners) {
          if (other !== tab) setTimeout(() => heard.forEach((listener) => listener(copy)), 0);
        }
      },
      listen: (listener) => {
        listeners.get(tab)?.add(listener);
        return () => listeners.get(tab)?.delete(listener);
      },
      close: () => listeners.get(tab)?.clear(),
    };
  });
}

/** A tab alone in its browser. */
export function silentChannel(): TabChannel {
  return { post: () => {}, listen: () => () => {}, close: () => {} };
}
