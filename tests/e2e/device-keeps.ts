import type { Page } from 'playwright-core';

/** Whether this device keeps the customer's log, and names them as the one it remembers (src/app/last-session.ts). */
export const deviceKeeps = (page: Page, userId: string) =>
  page.evaluate(async (id) => {
    const databases = await indexedDB.databases();
    return {
      log: databases.some((database) => database.name === `eventlog-customer-${id}`),
      named: (localStorage.getItem('lastSession') ?? '').includes(id),
    };
  }, userId);
