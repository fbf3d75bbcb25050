// A review after the visit against the built app and a real server, in both languages: a
// request booked, paid and completed through the API; its customer rates it 2 stars with a
// comment and changes that to 3; the admin, whose area is open meanwhile, is told of the low
// rating, opens the request from the notice and reads the review, then finds it in Analytics
// (the average and the plumbing row, as the log's reviews say). A second review is offered
// nowhere, and the server refuses one sent anyway with oneReviewPerVisit.
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { requestNumber } from '../../machines/request-status.ts';
import { adminByApi } from './admin-by-api.ts';
import { bookByApi, riyadhDate, riyadhWorkingDate } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, expectNoViolations, registeredByApi, toastSaying, visitorsOf } from './browser.ts';
import { acceptOfferByApi, payByApi, requestEventTypes } from './checkout-steps.ts';
import { reviewsText } from './reviews-text.ts';
import { languages } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();
const origin = () => new URL(baseUrl()).origin;

interface LoggedEvent {
  stream: string;
  type: string;
  data: { services?: string[]; stars?: number };
  at: string;
}

const riyadhDayOf = (at: string) => new Date(Date.parse(at) + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
const averageOf = (stars: readonly number[]) =>
  new Intl.NumberFormat('en-u-nu-latn', { maximumFractionDigits: 2 }).format(stars.reduce((sum, value) => sum + value, 0) / stars.length);

/** The reviews of the last 30 Riyadh days (their latest stars), overall and for plumbing, from the admin's catch-up. */
function expectedReviews(events: readonly LoggedEvent[]) {
  const from = riyadhDate(-29);
  const services = new Map<string, string[]>();
  const stars = new Map<string, number>();
  for (const event of events) {
    if (event.type === 'request.submitted') services.set(event.stream, event.data.services ?? []);
    if (event.type === 'request.reviewed' && riyadhDayOf(event.at) >= from) stars.set(event.stream, event.data.stars!);
    if (event.type === 'request.reviewEdited' && stars.has(event.stream)) stars.set(event.stream, event.data.stars!);
  }
  const plumbing = [...stars].filter(([stream]) => services.get(stream)?.includes('plumbing')).map(([, value]) => value);
  return { all: averageOf([...stars.values()]), count: stars.size, plumbing: averageOf(plumbing), plumbingCount: plumbing.length };
}

describe.each(languages)('a review of the visit, in %s', (language) => {
  const text = reviewsText[language];
  const { visitor, signedInAdmin } = visitorsOf(browser);

  // Two people's pages and three accessibility checks: longer than the suite's usual 90 s on a busy machine.
  it('is written once, changed, noticed by the admin when low, and counted in Analytics', async () => {
    const customer = await visitor();
    await chooseLanguage(customer, language);
    await registeredByApi(customer, language === 'ar' ? 'نورة السبيعي' : 'Noura Al-Subaie');
    const requestId = await bookByApi(customer.page, 'plumbing', riyadhWorkingDate(2));
    const adminApi = await adminByApi(browser());
    await adminApi.makeOffer(requestId, 15_000, '');
    await acceptOfferByApi(customer.page, requestId);
    await payByApi(customer.page, requestId);
    await adminApi.propose(`request-${requestId}`, 'request.completed', { note: '', photoIds: [] });
    const number = requestNumber(requestId);

    // The admin's area is open while the customer writes.
    const admin = await signedInAdmin();
    await chooseLanguage(admin, language);
    // Its list holding the request says the log has caught up: only what arrives after is news.
    await admin.open('/admin/dashboard?tab=requests');
    await admin.page.locator('#main').getByRole('listitem').filter({ hasText: `#${number}` }).waitFor();

    const { page } = customer;
    await customer.open(`/my-requests/${requestId}`);
    await page.getByRole('heading', { name: text.rateYourVisit, exact: true }).waitFor();
    await expectNoViolations(customer, `the review form in ${language}`);
    await page.getByRole('radio', { name: text.stars(2), exact: true }).check();
    await page.getByLabel(text.comment, { exact: true }).fill('The technician was late');
    await page.getByRole('button', { name: text.send, exact: true }).click();
    await page.getByRole('heading', { name: text.yourReview, exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('review-stars').textContent()).toContain(text.stars(2));

    // The low rating reaches the admin live, with a way to its request.
    await toastSaying(admin.page, text.lowRatingFor(text.stars(2), number));
    await admin.page.getByTestId('toast').getByRole('button', { name: text.openRequest, exact: true }).click();
    await admin.page.getByRole('heading', { name: text.customerReview, exact: true }).waitFor();
    await expect.poll(() => admin.page.getByTestId('admin-review-stars').textContent()).toContain(text.stars(2));

    // Changed within 7 days: 3 stars; the admin's request follows.
    await page.getByRole('button', { name: text.edit, exact: true }).click();
    await page.getByRole('radio', { name: text.stars(3), exact: true }).check();
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect.poll(() => page.getByTestId('review-stars').textContent()).toContain(text.stars(3));
    await expectNoViolations(customer, `the review written in ${language}`);
    await expect.poll(() => admin.page.getByTestId('admin-review-stars').textContent()).toContain(text.stars(3));
    expect(await admin.page.getByText('The technician was late').count()).toBe(1);

    // A second review: no form offers it, and the server refuses one sent anyway.
    expect(await page.getByRole('button', { name: text.send }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    const second = await page.request.post('/api/events', {
      headers: { origin: origin() },
      data: {
        events: [
          {
            id: uuidv7(),
            stream: `request-${requestId}`,
            expectedVersion: (await requestEventTypes(page, requestId)).length,
            type: 'request.reviewed',
            schema: 1,
            data: { stars: 5, comment: '' },
          },
        ],
      },
    });
    expect(second.status()).toBe(422);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('oneReviewPerVisit');

    // Analytics: the average and the plumbing row, as the log's reviews say.
    const expected = expectedReviews((await adminApi.events()) as unknown as LoggedEvent[]);
    await adminApi.context.close();
    expect(expected.count).toBeGreaterThanOrEqual(1);
    await admin.page.getByRole('tab', { name: text.analyticsTab }).click();
    await admin.page.getByRole('heading', { name: text.reviews, exact: true }).waitFor();
    await expect.poll(() => admin.page.getByTestId('review-average').textContent()).toContain(expected.all);
    const plumbingRow = admin.page
      .getByRole('table', { name: text.reviewsPerService, exact: true })
      .locator('tbody tr')
      .filter({ has: admin.page.getByRole('rowheader', { name: text.plumbing, exact: true }) })
      .locator('td');
    await expect.poll(() => plumbingRow.allTextContents()).toEqual([String(expected.plumbingCount), expected.plumbing]);
    await expectNoViolations(admin, `the reviews in Analytics in ${language}`);
  }, 240_000);
});
