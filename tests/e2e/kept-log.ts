// Whether the signed-in customer's log on this device holds all the server has for them yet:
// a suite that closes the page to open the app afresh offline waits for it first, or a write to
// IndexedDB still under way when the page closed would be lost, and the page opened offline
// would miss it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { storedLogState } from './garbled-log.ts';

/** The last position of the customer's catch-up, page after page (0 before any event). */
async function serverLastPosition(page: Page): Promise<number> {
  let last = 0;
  for (;;) {
    const answer = (await (await page.request.get(`/api/events?after=${last}`)).json()) as { events: unknown[]; lastPosition: number };
    if (answer.events.length === 0) return last;
    last = answer.lastPosition;
  }
}

/** Waits until the log of `userId` on this device has read as far as the server's catch-up goes now. */
export async function logKeptOnDevice(page: Page, userId: string): Promise<void> {
  const serverAt = await serverLastPosition(page);
  await expect
    .poll(async () => Number((await storedLogState(page, `eventlog-customer-${userId}`)).lastPosition), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(serverAt);
}
