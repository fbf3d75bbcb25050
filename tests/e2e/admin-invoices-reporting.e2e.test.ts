// What ZATCA made of each tax document, as the admin sees it on the Invoices tab, against the
// built app and a real server reporting to the local Fatoora fake (tests/server/zatca/
// fatoora-fake.ts): four visits paid, whose invoices the fake answers reported, reported with a
// warning, rejected with an error, and not at all (busy, so the server waits to try again). In
// both languages the admin reads each status word and ZATCA's message on its row, the filter
// narrows the list to each status (kept in the address), and the page is axe clean.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { fakeCredentials, startFatooraFake } from '../server/zatca/fatoora-fake.ts';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { adminInvoicesText } from './admin-invoices-text.ts';
import { bookedByApi } from './booking-steps.ts';
import { chromiumForThisFile, expectNoViolations, newVisitor, registeredByApi, visitorsOf } from './browser.ts';
import { acceptOfferByApi, payByApi } from './checkout-steps.ts';
import { serveThisFileWith } from './file-server.ts';
import { languages } from './screen-text.ts';

const fatoora = await startFatooraFake({ warnWithoutBuyerName: false });
serveThisFileWith({ zatcaReporting: { baseUrl: fatoora.url, ...fakeCredentials } });
afterAll(() => fatoora.close());
const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

type Judged = 'reported' | 'warning' | 'rejected' | 'waiting';
const warning = { code: 'BR-KSA-08', text: 'The seller’s additional identifier is missing' };
const rejection = { code: 'BR-KSA-37', text: 'The seller’s building number must have 4 digits' };
/** What each row's ZATCA cell reads beside its status word: ZATCA's own messages, in English in both languages. */
const messagesOf: Record<Judged, string> = {
  reported: '',
  warning: `${warning.code}: ${warning.text}`,
  rejected: `${rejection.code}: ${rejection.text}`,
  waiting: '',
};

/** Each document's number by what the fake made of it: paid once, seen in each language. */
const numbers = {} as Record<Judged, string>;

/** How long the server's reporting may take to get to a document under load (polled, not waited out). */
const settling = { timeout: 15_000, interval: 100 };
const reportsRecorded = async () => (await admin().events()).filter((event) => event.type === 'invoice.reported').length;
const untilReportsRecorded = (count: number) => vi.waitFor(async () => expect(await reportsRecorded()).toBe(count), settling);

beforeAll(async () => {
  await admin().setCompany(defaultSettings.company.name, '310122393500003');
  const customer = await newVisitor(browser());
  await registeredByApi(customer, 'Noura Aldosari');
  /** A visit offered, accepted and paid: its tax invoice's number. */
  const paidVisit = async () => {
    const { requestId } = await bookedByApi(customer.page, 'A dripping tap');
    await admin().makeOffer(requestId, 24_000, '');
    await acceptOfferByApi(customer.page, requestId);
    return `INV-${String(await payByApi(customer.page, requestId)).padStart(6, '0')}`;
  };
  // One at a time: what the fake is told applies to the next document it judges.
  numbers.reported = await paidVisit();
  await untilReportsRecorded(1);
  fatoora.flagNext('warning', warning.code, warning.text);
  numbers.warning = await paidVisit();
  await untilReportsRecorded(2);
  fatoora.flagNext('error', rejection.code, rejection.text);
  numbers.rejected = await paidVisit();
  await untilReportsRecorded(3);
  fatoora.failNext(1_000, 503);
  numbers.waiting = await paidVisit();
  await vi.waitFor(() => expect(fatoora.received()).toBe(4), settling);
  await customer.context.close();
});

describe.each(languages)('what ZATCA made of each document, on the admin’s Invoices tab, in %s', (language) => {
  const text = adminInvoicesText[language];
  const { signedInAdmin } = visitorsOf(browser, language);

  it('shows each status with ZATCA’s messages, and the filter narrows the list to each status', async () => {
    const desk = await signedInAdmin();
    const { page } = desk;
    await desk.open('/admin/dashboard?tab=invoices');
    await page.getByRole('tab', { name: text.invoicesTab, selected: true }).waitFor();
    const rows = page.getByTestId('tax-document-row');
    const numbersShown = () => rows.getByRole('link').allTextContents();
    // Newest first.
    await expect.poll(numbersShown).toEqual([numbers.waiting, numbers.rejected, numbers.warning, numbers.reported]);
    for (const judged of ['reported', 'warning', 'rejected', 'waiting'] as const) {
      const cell = rows.filter({ hasText: numbers[judged] }).getByTestId('reporting-status');
      expect(await cell.textContent(), judged).toBe(`${text[judged]}${messagesOf[judged]}`);
    }
    await expectNoViolations(desk, `admin-invoices-reporting-${language}`);

    const status = page.getByLabel(text.reportingStatus);
    for (const judged of ['rejected', 'warning', 'waiting', 'reported'] as const) {
      await status.selectOption({ label: text[judged] });
      await page.waitForURL(new RegExp(`[?&]reporting=${judged}(&|$)`));
      await expect.poll(numbersShown).toEqual([numbers[judged]]);
    }
    await status.selectOption({ label: text.reportingOff });
    await page.getByText(text.noneWithStatus).waitFor();
    await status.selectOption({ label: text.all });
    await expect.poll(numbersShown).toHaveLength(4);

    await rows.getByRole('link', { name: numbers.rejected }).click();
    await page.waitForURL(new RegExp(`/admin/invoices/${numbers.rejected}$`));
    expect(await page.getByTestId('document-reporting-status').textContent()).toBe(text.rejected);
  });
});
