// What arrives while an admin page is open: `announce` is called once for each item whose id
// was not there before. What the log held when it first came online (the catch-up included)
// is not news.
import { useEffect, useRef } from 'react';
import type { SyncStatus } from '../../eventlog/event-log.ts';

export function useNewArrivals<T>(items: readonly T[], idOf: (item: T) => string, status: SyncStatus, announce: (item: T) => void): void {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (known.current === null) {
      if (status === 'online') known.current = new Set(items.map(idOf));
      return;
    }
    for (const item of items) {
      const id = idOf(item);
      if (known.current.has(id)) continue;
      known.current.add(id);
      announce(item);
    }
  }, [items, idOf, status, announce]);
}
