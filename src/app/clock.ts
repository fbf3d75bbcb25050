// The clock views read, ticking while someone listens: every second for a countdown, less
// often for a badge. Views never call Date.now(); they get `now` from here.
import { useSyncExternalStore } from 'react';

interface Ticker {
  now: number;
  subscribe(changed: () => void): () => void;
}

const tickers = new Map<number, Ticker>();

/** One ticker per period, shared by every view that reads it; it runs only while read. */
function tickerEvery(everyMs: number): Ticker {
  const known = tickers.get(everyMs);
  if (known) return known;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const ticker: Ticker = {
    now: Date.now(),
    subscribe(changed) {
      listeners.add(changed);
      if (!timer) {
        ticker.now = Date.now();
        timer = setInterval(() => {
          ticker.now = Date.now();
          listeners.forEach((listener) => listener());
        }, everyMs);
      }
      return () => {
        listeners.delete(changed);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
  tickers.set(everyMs, ticker);
  return ticker;
}

export function useNow(everyMs: number): number {
  const ticker = tickerEvery(everyMs);
  // Read afresh when nobody listened yet, so a page opened later never starts from an old moment;
  // the same when the welcome page is drawn at build time (src/app/prerender.tsx).
  const now = () => ticker.now;
  return useSyncExternalStore(ticker.subscribe, now, now);
}
