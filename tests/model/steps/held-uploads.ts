// Holds a browser's photo uploads on their way to the server until the step that lets them
// go: a path may then put other steps (an offer) between a booking and its photo arriving,
// as a slow connection would.
import type { BrowserContext } from 'playwright-core';

/** Holds `context`'s uploads from now on; the answer lets them (and any later one) through. */
export async function heldUploads(context: BrowserContext): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/api/uploads', async (route) => {
    await released;
    // The path may have ended, and its context closed, while the upload was held.
    await route.continue().catch(() => undefined);
  });
  return release;
}
