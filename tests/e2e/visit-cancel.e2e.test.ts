// A customer gives up a paid, appointed visit online (docs/decisions.md 28), in English and in
// Arabic: the confirmation shows the rule and the figures before anything is sent; cancelled in
// time, the whole price comes back, and the refund receipt (the original invoice's number, the
// date, the fee kept, the amount refunded) opens from the request's page; cancelled late, on the
// /my-requests card, the fee is shown before confirming and the rest comes back. Set up by API.
// The server's and the browser's clocks stand at a chosen working morning, not the real time,
// so both windows exist whatever the day and hour the suite runs (none starts within a day
// from Thursday evening to Friday morning).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { appointedVisitByApi, appointedVisitPriceHalalas, type VisitWindow } from './appointed-visit.ts';
import { nextRiyadhWeekday } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, registeredByApi, saveScreenshot, visitorsOf } from './browser.ts';
import { acceptOfferByApi, payByApi, zatcaFields } from './checkout-steps.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { resetServerClock, serverClockAt } from './file-server.ts';
import { languages } from './screen-text.ts';
import { visitCancelText } from './visit-cancel-text.ts';

const hourMs = 3_600_000;
const dayAfter = (date: string, days: number) => new Date(Date.parse(date) + days * 24 * hourMs).toISOString().slice(0, 10);

// The suite's "now": the next Sunday, 10:00 in Riyadh. The late window starts four hours later,
// the in-time one on the Tuesday, two days later.
const sunday = nextRiyadhWeekday(0);
const now = new Date(`${sunday}T10:00:00+03:00`);
const lateWindow = { date: sunday, from: '14:00', to: '16:00' };
const inTimeWindow = { date: dayAfter(sunday, 2), from: '10:00', to: '12:00' };

const browser = chromiumForThisFile();
beforeAll(() => serverClockAt(now));
afterAll(resetServerClock);
const admin = adminByApiForThisFile(browser);
// A company with a VAT number: each refund of a paid visit is a credit note (docs/decisions.md 33).
beforeAll(() => admin().setCompany(defaultSettings.company.name, '310122393500003'));

const price = appointedVisitPriceHalalas;
const leakingSink = (window: VisitWindow) => ({ service: 'plumbing', note: 'The kitchen sink leaks', window });

/** The visit rules in force, as the server hands them out (another suite may have changed them). */
async function rulesInForce(page: Page): Promise<{ freeCancellationHours: number; lateCancellationFeePercent: number }> {
  return ((await (await page.request.get('/api/settings')).json()) as { settings: { visitRules: { freeCancellationHours: number; lateCancellationFeePercent: number } } }).settings
    .visitRules;
}

const riyals = (halalas: number) => (halalas / 100).toFixed(2);

describe.each(languages)('cancelling a paid visit, in %s', (language) => {
  const words = visitCancelText[language];
  const { visitor } = visitorsOf(browser);

  it('shows the rule and the figures before confirming; in time the whole price comes back with a refund receipt, late the fee is kept', async () => {
    const customer = await visitor();
    await customer.context.clock.install({ time: now });
    await chooseLanguage(customer, language);
    await registeredByApi(customer, language === 'ar' ? 'ريم القحطاني' : 'Reem Alqahtani');
    const { page } = customer;
    const rules = await rulesInForce(page);
    const inTime = await appointedVisitByApi(page, admin(), leakingSink(inTimeWindow));
    const late = await appointedVisitByApi(page, admin(), leakingSink(lateWindow));

    // In time, from the request's page.
    await customer.open(`/my-requests/${inTime}`);
    await page.getByRole('button', { name: words.cancelVisit, exact: true }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('cancellation-rule').textContent()).toBe(words.rule(rules.freeCancellationHours, rules.lateCancellationFeePercent));
    expect(await dialog.getByTestId('cancellation-figures').textContent()).toBe(words.wholePrice(riyals(price)));
    await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
    const cancelled = page.getByTestId('visit-cancelled');
    await page.locator('[data-testid="visit-cancelled"][data-refund="refunded"]').waitFor();
    expect(await cancelled.textContent()).toContain(words.refunded(riyals(price)));
    await page.getByRole('link', { name: words.viewRefundReceipt }).click();
    await page.waitForURL(`**/refund-receipt/${inTime}`);
    const receipt = page.getByTestId('refund-receipt');
    await receipt.waitFor();
    expect(await receipt.getByTestId('refund-amount').textContent()).toContain(riyals(price));
    expect(await receipt.getByTestId('refund-fee').textContent()).toContain(riyals(0));
    expect(await receipt.getByTestId('refunded-invoice-number').textContent()).toMatch(/^INV-\d{6}$/);
    expect(await receipt.getByTestId('credit-note-number').textContent()).toMatch(/^CN-\d{6}$/);
    expect(await receipt.textContent()).toContain(words.creditNote);
    const qrText = await receipt.getByRole('img', { name: words.creditNoteQrCode, exact: true }).getAttribute('data-qr-text');
    expect(zatcaFields(qrText!).map((field) => field.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await saveScreenshot(page, `visit-cancel-refund-receipt-${language}`, { fullPage: true });

    // Late, from its card on /my-requests: the fee is shown before confirming.
    const feeHalalas = Math.round((price * rules.lateCancellationFeePercent) / 100);
    await customer.open('/my-requests');
    const card = page.getByTestId('request-card').filter({ has: page.locator(`a[href$="${late}"]`) });
    await card.getByRole('button', { name: words.cancelVisit, exact: true }).click();
    expect(await dialog.getByTestId('cancellation-figures').textContent()).toBe(words.withFee(riyals(price - feeHalalas), riyals(feeHalalas)));
    await saveScreenshot(page, `visit-cancel-late-dialog-${language}`);
    await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
    await card.locator('[data-testid="visit-cancelled"][data-refund="refunded"]').waitFor();
    expect(await card.getByTestId('visit-cancelled').textContent()).toContain(words.feeKept(riyals(feeHalalas)));
    expect(await card.getByRole('button', { name: words.cancelVisit }).count()).toBe(0);
  });
});
