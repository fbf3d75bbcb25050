// How views read a signed-in person's local event log: the log itself (null while nobody is
// signed in) and selections from it that re-render when the log changes (a confirmed, pending
// or refused event, from this tab, another tab or the server's live stream).
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { EventLog } from '../eventlog/event-log.ts';
import type { SessionLog } from './session-log.ts';

// Each store is read the same way when the welcome page is drawn at build time (src/app/prerender.tsx).
export function useSessionLog(sessionLog: SessionLog): EventLog | null {
  const current = () => sessionLog.current();
  return useSyncExternalStore(
    useCallback((listener) => sessionLog.subscribe(listener), [sessionLog]),
    current,
    current,
  );
}

/**
 * `select(log)`, computed again only when the log's state changes: its streams, pending
 * queue, refused writes and sync status are each replaced, never mutated, so their identities tell.
 * `select` must be a stable function (module level or memoised).
 */
export function useLogSelector<T>(log: EventLog | null, select: (log: EventLog) => T, empty: T): T {
  const last = useRef<{ key: unknown[]; value: T } | null>(null);
  const read = () => {
    if (!log) return empty;
    const key = [log, select, log.streams(), log.pending(), log.refused(), log.status()];
    if (last.current && key.every((part, index) => part === last.current!.key[index])) return last.current.value;
    const value = select(log);
    last.current = { key, value };
    return value;
  };
  return useSyncExternalStore(
    useCallback((listener) => (log ? log.subscribe(listener) : () => {}), [log]),
    read,
    read,
  );
}
