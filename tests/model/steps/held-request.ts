// A server call held in the browser until the path's next step lets it go: the state that
// waits for the server's answer stays on the screen long enough to be checked, and the answer
// is still the real server's.
import type { Page, Request, Route } from 'playwright-core';

export interface HeldRequest {
  /** Resolves once the page has sent the call. */
  sent: Promise<Request>;
  /** Sends the call on to the server, unchanged, and stops holding. */
  release(): Promise<void>;
}

export async function holdRequest(page: Page, url: string, method = 'POST'): Promise<HeldRequest> {
  let held!: (route: Route) => void;
  const caught = new Promise<Route>((resolve) => (held = resolve));
  const handler = (route: Route) => (route.request().method() === method ? held(route) : route.continue());
  await page.route(url, handler);
  return {
    sent: caught.then((route) => route.request()),
    async release() {
      await (await caught).continue();
      await page.unroute(url, handler);
    },
  };
}
