// The invoice as the customer downloads it: "Download PDF" opens the browser's print dialog for
// the invoice, whose "Save as PDF" is what Chromium's page.pdf() makes of the page printed. That
// PDF is one A4 page holding the invoice alone, with the riyal sign's font embedded and every
// amount read as that sign, and the seller's name and VAT number on lines of their own, in
// English and in Arabic. Its text is read with poppler's pdftotext (.ci/run installs it).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { adminByApi, type AdminApi } from './admin-by-api.ts';
import { bookByApi, nextRiyadhWeekday } from './booking-steps.ts';
import { chromiumForThisFile, registeredByApi, visitorsOf } from './browser.ts';
import { acceptOfferByApi, payByApi } from './checkout-steps.ts';
import { languages, screenText } from './screen-text.ts';

const browser = chromiumForThisFile();
/** The seller: the names in force are kept (the server is shared: other suites read them), with a VAT number. */
const company = { name: defaultSettings.company.name, vatNumber: '310122393500003' };
let admin: AdminApi;
beforeAll(async () => {
  admin = await adminByApi(browser());
  const changes = (await admin.events()).filter((event) => event.stream === 'settings' && event.type === 'settings.companyChanged');
  company.name = (changes.at(-1)?.data as { name: typeof company.name } | undefined)?.name ?? company.name;
  await admin.setCompany(company.name, company.vatNumber);
});
afterAll(async () => {
  await admin.context.close();
});

const riyalSign = '\u20C1';

/** The PDF's text as pdftotext reads it, line by line, trimmed, without the empty ones. */
function pdfLines(pdf: Buffer, name: string): string[] {
  const file = path.join(tmpdir(), `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Text without its spaces and direction marks. */
const withoutSpaces = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e]/g, '');

/** Clicks "Download PDF" with the browser's print() stood in for: answers the page's title while the dialog is open. */
async function titleWhilePrinting(page: Page, button: string): Promise<string> {
  await page.evaluate(() => {
    globalThis.print = () => {
      document.body.dataset.printedTitle = document.title;
      globalThis.dispatchEvent(new Event('afterprint'));
    };
  });
  await page.getByRole('button', { name: button }).click();
  await page.waitForFunction(() => document.body.dataset.printedTitle !== undefined);
  return page.evaluate(() => document.body.dataset.printedTitle!);
}

describe.each(languages)('the invoice saved as a PDF, in %s', (language) => {
  const text = screenText[language];
  const { visitor } = visitorsOf(browser, language);

  it('is one A4 page of the invoice alone, its amounts in riyal signs of the embedded font, the seller and VAT number on their own lines', async () => {
    const customer = await visitor();
    const { page } = customer;
    await registeredByApi(customer, language === 'ar' ? 'سارة القحطاني' : 'Sara Alqahtani');
    const requestId = await bookByApi(page, 'plumbing', nextRiyadhWeekday(1));
    await admin.makeOffer(requestId, 30_435, 'Spare parts included');
    await acceptOfferByApi(page, requestId);
    const invoiceNumber = `INV-${String(await payByApi(page, requestId)).padStart(6, '0')}`;
    await customer.open(`/receipt/${requestId}`);
    await page.getByTestId('tax-invoice').getByRole('heading', { name: text.simplifiedTaxInvoice }).waitFor();
    const pageTitle = await page.title();

    // Download PDF: the print dialog, which names the PDF after the invoice; the title comes back after.
    expect(await titleWhilePrinting(page, text.downloadPdf)).toBe(invoiceNumber);
    expect(await page.title()).toBe(pageTitle);

    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const bytes = pdf.toString('latin1');
    expect(bytes.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    expect(bytes).toMatch(/\/MediaBox\s*\[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
    // The sign's own font, not a fallback's empty box (the font's PostScript name, a subset of it).
    expect(bytes).toMatch(/\/FontName\s*\/[A-Z]{6}\+saudi_riyal/);

    const lines = pdfLines(pdf, `${invoiceNumber}-${language}`);
    const joined = lines.join('\n');
    for (const amount of ['264.65', '39.70', '304.35']) expect(joined).toMatch(new RegExp(`${riyalSign} ?${amount.replace('.', '\\.')}`));
    // The seller's name is a line of its own, the VAT number the next (pdftotext splits some
    // Arabic letters apart with spaces, so the name is compared without them).
    const nameLine = lines.findIndex((line) => withoutSpaces(line) === withoutSpaces(company.name[language]));
    expect(nameLine, joined).toBeGreaterThanOrEqual(0);
    expect(lines.findIndex((line) => line.includes(company.vatNumber))).toBe(nameLine + 1);
    expect(joined).toContain(invoiceNumber);
    // The invoice alone: not the page's heading, nor its buttons.
    expect(joined).not.toContain(text.paymentReceived);
    expect(joined).not.toContain(text.downloadPdf);
  });
});
