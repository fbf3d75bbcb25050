// Requests of a page held until a step lets them through (or fails them as a lost connection
// would): what the app shows while it waits for the server stays on the screen long enough to
// be checked, and the step that stands for the server's answer decides when it arrives.
import type { Page, Route } from 'playwright-core';

export interface HeldRequests {
  /** Lets the next held request through (waiting for it to be sent, when it is not yet). */
  release(): Promise<void>;
  /** Fails the next held request as a dropped connection. */
  drop(): Promise<void>;
}

/** Holds the requests to `url`: every one, or the first `times`. */
export async function holdRequests(page: Page, url: string | RegExp, times?: number): Promise<HeldRequests> {
  const held: Route[] = [];
  const waiting: ((route: Route) => void)[] = [];
  await page.route(url, (route) => {
    const taker = waiting.shift();
    if (taker) taker(route);
    else held.push(route);
  }, { times });
  const next = () => {
    const route = held.shift();
    return route ? Promise.resolve(route) : new Promise<Route>((resolve) => waiting.push(resolve));
  };
  return {
    release: async () => (await next()).continue(),
    drop: async () => (await next()).abort('internetdisconnected'),
  };
}
