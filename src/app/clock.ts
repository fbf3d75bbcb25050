// The clock views read, ticking while someone listens: every second for a countdown, less
// often for a badge. Views never call Date.now(); they get `now` from here.
import { useCallback, useSyncExternalStore } from 'react';

export function useNow(everyMs: number): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      const timer = setInterval(changed, everyMs);
      return () => clearInterval(timer);
    },
    [everyMs],
  );
  // The value is read at each tick; between ticks React may read it again, so it is rounded to the tick.
  return useSyncExternalStore(subscribe, () => Math.floor(Date.now() / everyMs) * everyMs);
}
