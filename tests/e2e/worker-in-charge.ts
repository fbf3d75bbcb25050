import type { Page } from 'playwright-core';

/**
 * Waits until the service worker is in charge of the page: from then on every page's code is on
 * the device. Installing fetches the whole build, which under load takes longer than a page.
 */
export const workerInCharge = (page: Page) =>
  page.waitForFunction(async () => (await navigator.serviceWorker.ready) && navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
