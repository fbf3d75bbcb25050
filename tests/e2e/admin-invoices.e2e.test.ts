// The admin's Invoices tab and a document's printable page against the built app and a real
// server (reporting to ZATCA not configured), in both languages: a customer pays a visit of
// 240.00 SAR; the admin finds its tax invoice, not reported since reporting is off, filters by
// status (kept in the address), downloads its signed XML, and opens its page with the QR code and the document's own
// VAT (31.31, decision 29), ready to print.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { adminInvoicesText } from './admin-invoices-text.ts';
import { bookByApi, nextRiyadhWeekday } from './booking-steps.ts';
import { chromiumForThisFile, expectNoViolations, registeredByApi, visitorsOf } from './browser.ts';
import { acceptOfferByApi, payByApi } from './checkout-steps.ts';
import { languages } from './screen-text.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

describe.each(languages)('the admin’s Invoices tab, in %s', (language) => {
  const text = adminInvoicesText[language];
  const { visitor, signedInAdmin } = visitorsOf(browser, language);

  it('lists the invoice of a payment with its status, filters by status, gives its signed XML and a printable page with its QR code', async () => {
    await admin().setCompany(defaultSettings.company.name, '310122393500003');
    const customer = await visitor();
    await registeredByApi(customer, language === 'ar' ? 'نورة الدوسري' : 'Noura Aldosari');
    const requestId = await bookByApi(customer.page, 'plumbing', nextRiyadhWeekday(2));
    await admin().makeOffer(requestId, 24_000, '');
    await acceptOfferByApi(customer.page, requestId);
    await payByApi(customer.page, requestId);
    const issued = (await admin().events()).filter((event) => event.type === 'invoice.issued').at(-1)!;
    const number = `INV-${String((issued.data as { number: number }).number).padStart(6, '0')}`;

    const desk = await signedInAdmin();
    const { page } = desk;
    await desk.open('/admin/dashboard?tab=invoices');
    await page.getByRole('tab', { name: text.invoicesTab, selected: true }).waitFor();
    const row = page.getByTestId('tax-document-row').filter({ hasText: number });
    await row.waitFor();
    expect(await row.getByTestId('reporting-status').textContent()).toBe(text.reportingOff);
    expect(await row.textContent()).toContain(text.invoice);
    expect(await row.textContent()).toContain('240.00');
    await expectNoViolations(desk, `admin-invoices-${language}`);

    const status = page.getByLabel(text.reportingStatus);
    await status.selectOption({ label: text.rejected });
    await page.getByText(text.noneWithStatus).waitFor();
    // The filter is in the address: a reload keeps it.
    await page.waitForURL(/[?&]reporting=rejected/);
    await page.reload();
    await page.getByText(text.noneWithStatus).waitFor();
    expect(await page.getByLabel(text.reportingStatus).inputValue()).toBe('rejected');
    await status.selectOption({ label: text.reportingOff });
    await row.waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: text.downloadXml }).click()]);
    expect(download.suggestedFilename()).toBe(`${number}.xml`);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(xml).toBe((issued.data as { xml: string }).xml);

    await row.getByRole('link', { name: number }).click();
    await page.waitForURL(new RegExp(`/admin/invoices/${number}$`));
    await page.getByRole('heading', { level: 1, name: text.taxInvoice }).waitFor();
    const document = page.getByTestId('tax-document');
    expect(await document.getByTestId('document-total').textContent()).toContain('240.00');
    expect(await document.getByTestId('document-vat').textContent()).toContain('31.31');
    expect(await document.getByTestId('document-reporting-status').textContent()).toBe(text.reportingOff);
    const qr = document.getByRole('img', { name: text.invoiceQrCode, exact: true });
    expect(await qr.getAttribute('data-qr-text')).toBe((issued.data as { qr: string }).qr);
    await page.getByRole('button', { name: text.downloadPdf }).waitFor();
    await expectNoViolations(desk, `admin-invoice-page-${language}`);

    // Printed, the document is alone on the page.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: text.downloadPdf }).isVisible()).toBe(false);
    expect(await document.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: text.backToInvoices }).click();
    await page.getByRole('tab', { name: text.invoicesTab, selected: true }).waitFor();
  });

  it('keeps a customer out of the Invoices page', async () => {
    const customer = await visitor();
    await registeredByApi(customer, 'Reem Alotaibi');
    await customer.open('/admin/invoices/INV-000001');
    await customer.page.waitForURL(/\/admin\/login/);
  });
});
