// Time passing for a flow whose rules count hours and days: the e2e server's clock and the
// clock of every open browser move forward together, as if everyone's phone and the server
// had waited. A customer's session ends after 30 idle days, so a longer wait is made of
// shorter ones, each followed by a request that keeps the session alive, as the app's own
// requests would.
import type { Page } from 'playwright-core';
import type { Visitor } from '../../e2e/browser.ts';
import { advanceServerClock } from '../../e2e/file-server.ts';

const dayMs = 24 * 60 * 60 * 1000;
const longestIdleStep = 20 * dayMs;

/** Installs a movable clock in the visitor's browser; call it before the visitor opens a page. */
export function movableClock(visitor: Visitor): Promise<void> {
  return visitor.context.clock.install();
}

/** The e2e server's time now. */
export function serverNow(): Date {
  return advanceServerClock(0);
}

/** `ms` pass on the server and in every visitor's browser; `signedIn` keeps its session alive meanwhile. */
export async function timePasses(ms: number, visitors: Visitor[], signedIn: Page): Promise<void> {
  for (let left = ms; left > 0; left -= longestIdleStep) {
    advanceServerClock(Math.min(left, longestIdleStep));
    const session = await signedIn.request.get('/api/auth/session');
    if (!session.ok()) throw new Error(`the customer's session answered ${session.status()} while time passed`);
  }
  for (const visitor of visitors) await visitor.context.clock.fastForward(ms);
}
