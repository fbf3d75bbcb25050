// The company's set-up for tax invoices (decisions.md 30), end to end in both languages: while the
// VAT number or the address is missing, a paid visit's receipt is a plain "Receipt" of the total
// (no VAT number, no QR code) and the admin's dashboard says what is missing; once the admin adds
// them on Settings (refused field by field until they are right), the card is gone and the same
// receipt is a simplified tax invoice naming the seller's VAT number and address. In Arabic the
// receipt's date carries its Umm al-Qura Hijri date.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { bookByApi, nextRiyadhWeekday, registeredCustomer } from './booking-steps.ts';
import { chromiumForThisFile, expectNoViolations, toastSaying, visitorsOf } from './browser.ts';
import { acceptOfferByApi, payByApi } from './checkout-steps.ts';
import { companySetupText } from './company-setup-text.ts';
import { languages } from './screen-text.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

const hijriDate = /\(\d{1,2} [^()]+ \d{4} هـ\)$/;

async function receiptHeading(page: Page, name: string) {
  await page.getByTestId('tax-invoice').getByRole('heading', { level: 2, name, exact: true }).waitFor();
}

describe.each(languages)('receipts before and after the company is set up for tax invoices, in %s', (language) => {
  const words = companySetupText[language];
  const { visitor, signedInAdmin } = visitorsOf(browser, language);

  it('gives a plain receipt and a reminder until the admin adds the VAT number and address, then a tax invoice', async () => {
    await admin().propose('settings', 'settings.companyChanged', { name: defaultSettings.company.name, vatNumber: null, address: null });
    const customer = await visitor();
    const { page } = customer;
    await registeredCustomer(customer, language, language === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi');
    const requestId = await bookByApi(page, 'plumbing', nextRiyadhWeekday(1));
    await admin().makeOffer(requestId, 11_500, '');
    await acceptOfferByApi(page, requestId);
    await payByApi(page, requestId);

    await customer.open(`/receipt/${requestId}`);
    await receiptHeading(page, words.receipt);
    const invoice = page.getByTestId('tax-invoice');
    expect(await invoice.getByTestId('invoice-total').textContent()).toContain('115.00');
    expect(await invoice.getByText(words.vatNumber).count()).toBe(0);
    expect(await invoice.getByRole('img', { name: words.invoiceQrCode }).count()).toBe(0);
    const date = (await invoice.getByTestId('invoice-date').textContent())!;
    if (language === 'ar') expect(date).toMatch(hijriDate);
    else expect(date).not.toMatch(/هـ|AH/);

    const desk = await signedInAdmin();
    await desk.open('/admin/dashboard');
    const card = desk.page.getByTestId('company-setup-card');
    await card.getByRole('heading', { name: words.cardTitle }).waitFor();
    expect(await card.getByRole('listitem').allTextContents()).toEqual([words.missingVatNumber, words.missingAddress]);
    await card.getByRole('link', { name: words.toSettings }).click();
    await desk.page.waitForURL(/tab=settings/);

    const form = desk.page.locator('#company-details');
    const vatNumber = language === 'ar' ? '311111111100003' : '322222222200003';
    await form.getByLabel(words.vatNumber).fill(vatNumber);
    await form.getByLabel(words.street).fill('طريق الملك فهد');
    await form.getByLabel(words.buildingNumber).fill('29');
    await form.getByRole('button', { name: words.save }).click();
    await form.getByText(words.notABuildingNumber).waitFor();
    expect(await form.getByLabel(words.district).getAttribute('aria-invalid')).toBe('true');
    await form.getByText(words.required).first().waitFor();

    // Arabic-Indic digits are taken as digits.
    await form.getByLabel(words.buildingNumber).fill('٢٩٣٤');
    await form.getByLabel(words.district).fill('العليا');
    await form.getByLabel(words.city).fill('الرياض');
    await form.getByLabel(words.postalCode).fill('12211');
    await form.getByRole('button', { name: words.save }).click();
    await toastSaying(desk.page, words.saved);
    await card.waitFor({ state: 'detached' });
    const saved = (await admin().events()).filter((event) => event.type === 'settings.companyChanged').at(-1);
    expect(saved?.data).toMatchObject({
      vatNumber,
      address: { street: 'طريق الملك فهد', buildingNumber: '2934', district: 'العليا', city: 'الرياض', postalCode: '12211' },
    });
    await expectNoViolations(desk, `company details saved in ${language}`);

    await page.reload();
    await receiptHeading(page, words.taxInvoice);
    expect(await invoice.getByTestId('seller-vat-number').textContent()).toContain(vatNumber);
    const address = (await invoice.getByTestId('seller-address').textContent())!;
    for (const part of ['2934', 'طريق الملك فهد', 'العليا', 'الرياض', '12211']) expect(address).toContain(part);
    await invoice.getByRole('img', { name: words.invoiceQrCode }).waitFor();
    if (language === 'ar') expect(await invoice.getByTestId('invoice-date').textContent()).toMatch(hijriDate);
    await expectNoViolations(customer, `tax invoice once set up in ${language}`);
  });
});
