// The chat screens as a person reads them: a thread's messages in order, the state under the
// reader's own messages, the admin's row for a customer on the Messages tab and the count of
// new messages on the customer's dashboard.
import type { Locator, Page } from 'playwright-core';

export const messagesShown = (page: Page): Promise<string[]> => page.getByTestId('chat-message').locator('p').allTextContents();

/** The state under each of the reader's own messages, oldest first: Sent, Read or Waiting to be sent. */
export const ownMessageStates = (page: Page): Promise<string[]> => page.getByTestId('message-state').allTextContents();

export const threadRow = (admin: Page, customerName: string): Locator => admin.getByTestId('chat-thread-row').filter({ hasText: customerName });

/** The Messages tab has drawn its list (or said it has none). */
export async function messagesTabDrawn(admin: Page): Promise<void> {
  await admin.locator('#admin-panel-messages').locator('ul, p').first().waitFor();
}

/** The unread count a row shows, or null when it shows none. */
export async function unreadOnRow(row: Locator): Promise<string | null> {
  const count = row.getByTestId('unread-count');
  return (await count.count()) === 0 ? null : count.textContent();
}

/** The count of new messages on the dashboard's Chat card, or null when it shows none. */
export async function newOnChatCard(page: Page): Promise<string | null> {
  const badge = page.getByTestId('unread-messages');
  return (await badge.count()) === 0 ? null : badge.textContent();
}

/** Waits until each chunk of a page's code has been fetched (a signed-in customer's pages are, once idle), so it opens offline. */
export async function pageCodeFetched(page: Page, chunks: RegExp[]): Promise<void> {
  await page.waitForFunction(
    (sources) => sources.every((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name))),
    chunks.map((chunk) => chunk.source),
  );
}
