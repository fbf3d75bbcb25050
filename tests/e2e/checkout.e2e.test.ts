// Paying an accepted offer, end to end in the real app: the customer accepts on /my-requests
// and lands on the checkout, a declined card charges nothing, a good one gives the simplified
// tax invoice with its ZATCA QR code, and the list then says Paid. The provider's confirmation
// step, the card form's own checks, and that nobody else may open the checkout or the
// receipt. In English and in Arabic; what the UI is not tested for is set up through the API.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { adminByApi, type AdminApi } from './admin-by-api.ts';
import { expectNoViolations, languageChosenBefore, launchChromium, newVisitor, registeredByApi, type Visitor } from './browser.ts';
import { customerWithOffer as offeredCustomer } from './offer-to-pay.ts';
import { acceptOfferByApi, cardSteps, expiry, payByApi, requestEventTypes, testCards, zatcaFields } from './checkout-steps.ts';
import { languages, screenText } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

/**
 * The seller the invoices name: the admin gives the company a VAT number through the API before
 * the suite. The names in force are kept (the server is shared: other suites read them).
 */
const company = { name: defaultSettings.company.name, vatNumber: '310122393500003' };

let browser: Browser;
let admin: AdminApi;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await adminByApi(browser);
  const changes = (await admin.events()).filter((event) => event.stream === 'settings' && event.type === 'settings.companyChanged');
  company.name = (changes.at(-1)?.data as { name: typeof company.name } | undefined)?.name ?? company.name;
  await admin.setCompany(company.name, company.vatNumber);
});
afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

const riyalSign = '\u20C1';

describe.each(languages)('checkout and receipt, in %s', (language) => {
  const text = screenText[language];
  const visitors: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of visitors.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  const customerWithOffer = (fullName: string) => offeredCustomer(browser, admin, language, fullName, (visitor) => visitors.push(visitor));

  const { cardForm, fillCard, summaryOf } = cardSteps(language);

  /** The hint a field's aria-describedby points at: its problem, when it has one. */
  const hintOf = (field: Locator) =>
    field.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null);

  const paymentMethodOf = (invoice: Locator) =>
    invoice.getByRole('row').filter({ has: invoice.page().getByRole('rowheader', { name: text.paymentMethod }) }).getByRole('cell').textContent();

  const onPath = (path: string) => (url: URL) => url.pathname === path;

  it('accepts the offer on /my-requests, is declined once, pays, and gets the tax invoice with its ZATCA QR code', async () => {
    const { visitor, page, requestId, orderNumber, number } = await customerWithOffer(language === 'ar' ? 'نورة الشهري' : 'Noura Alshehri');
    await visitor.open('/my-requests');
    const card = page.getByTestId('request-card');
    await card.getByTestId('request-badge').filter({ hasText: text.badge.offerToAnswer }).waitFor();
    await card.getByRole('button', { name: text.acceptOffer }).click();

    await page.waitForURL(onPath(`/checkout/${requestId}`));
    await page.getByRole('heading', { name: text.checkout, level: 1 }).waitFor();
    const form = cardForm(page);
    await form.waitFor();
    const summary = await summaryOf(page);
    expect(summary[text.amount]).toContain(`${riyalSign}240.00`);
    expect(summary[text.amount]).toContain(text.vatIncluded);
    expect(summary[text.service]).toBe(text.services.plumbing);
    expect(summary[text.orderNumber]).toBe(String(orderNumber));
    expect(Object.values(summary).join(' '), 'the request number is not shown to customers').not.toContain(number);
    await form.getByText(text.testModeHint).waitFor();

    // Declined: nothing is recorded, the customer stays here and may try another card.
    await fillCard(form, testCards.declined);
    await form.getByRole('button', { name: text.payNow }).click();
    await page.getByRole('alert').filter({ hasText: text.cardDeclined }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/checkout/${requestId}`);
    expect(await requestEventTypes(page, requestId)).toEqual(['request.submitted', 'request.numbered', 'request.offerMade', 'request.offerAccepted']);
    await expectNoViolations(visitor, `checkout-${language}`);

    const startedAt = Date.now();
    await form.getByLabel(text.cardNumber).fill(testCards.paid);
    await form.getByRole('button', { name: text.payNow }).click();
    await page.waitForURL(onPath(`/receipt/${requestId}`));
    expect(new URL(page.url()).searchParams.get('confirmed')).toBe('true');
    await page.getByRole('heading', { name: text.paymentReceived, level: 1 }).waitFor();
    const invoice = page.getByTestId('tax-invoice');
    await invoice.getByRole('heading', { name: text.simplifiedTaxInvoice }).waitFor();
    const invoiceNumber = await invoice.getByTestId('invoice-number').textContent();
    expect(invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(await invoice.getByTestId('invoice-total').textContent()).toBe(`${riyalSign}240.00`);
    expect(await paymentMethodOf(invoice)).toBe(`${text.visa} •••• 4242`);
    expect(await invoice.textContent()).toContain(company.vatNumber);
    expect(await invoice.textContent()).toContain(company.name[language]);
    await page.getByRole('button', { name: text.downloadPdf }).waitFor();
    expect((await requestEventTypes(page, requestId)).filter((type) => type === 'request.paid')).toHaveLength(1);

    // The QR code of the phase-2 invoice, nine tags: seller (the Arabic name), VAT number, Riyadh
    // time, total with VAT and VAT (decision 29: 208.70 + 31.31 = 240.01, the payable 240.00 after
    // a halala's rounding), the
    // invoice hash, its signature, the stamp's public key and the certificate's signature.
    const qrText = await invoice.getByRole('img', { name: text.invoiceQrCode, exact: true }).getAttribute('data-qr-text');
    const fields = zatcaFields(qrText!);
    expect(fields.map((field) => field.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const [seller, vatNumber, timestamp, total, vat, hash] = fields.map((field) => field.value);
    expect(seller).toBe(company.name.ar);
    expect(vatNumber).toBe(company.vatNumber);
    expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(Date.parse(`${timestamp!}+03:00`)).toBeGreaterThanOrEqual(startedAt - 1_000);
    expect(Date.parse(`${timestamp!}+03:00`)).toBeLessThanOrEqual(Date.now());
    expect(total).toBe('240.01');
    expect(vat).toBe('31.31');
    // The receipt reads the document's own figures, the halala of rounding included.
    expect(await invoice.getByTestId('invoice-vat').textContent()).toBe(`${riyalSign}31.31`);
    // Arabic writes a left-to-right mark before the minus sign.
    expect(await invoice.getByTestId('invoice-rounding').textContent()).toMatch(new RegExp(`^${riyalSign}\u200E?-0\\.01$`));
    expect(hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    await expectNoViolations(visitor, `receipt-${language}`);

    // Back to the list inside the app (no reload): the request is paid, its receipt a link away.
    await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
    await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    await page.waitForURL(onPath('/my-requests'));
    await card.getByTestId('request-badge').filter({ hasText: text.badge.paid }).waitFor();
    expect(await card.getByRole('link', { name: text.payNow }).count()).toBe(0);
    await card.getByRole('link', { name: text.viewReceipt }).click();
    await page.waitForURL(onPath(`/receipt/${requestId}`));
    expect(await invoice.getByTestId('invoice-number').textContent()).toBe(invoiceNumber);
    expect(await page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('shows another customer neither the checkout nor the receipt of a request that is not theirs', async () => {
    const owner = await customerWithOffer(language === 'ar' ? 'سارة الدوسري' : 'Sara Aldosari');
    await acceptOfferByApi(owner.page, owner.requestId);
    const other = await newVisitor(browser);
    visitors.push(other);
    await languageChosenBefore(other, language);
    await registeredByApi(other, language === 'ar' ? 'فهد المطيري' : 'Fahad Almutairi');

    const expectNothingOfTheRequest = async (path: string) => {
      await other.open(path);
      await other.page.getByRole('heading', { name: text.notFound, level: 1 }).waitFor();
      const shown = await other.page.locator('body').innerText();
      for (const secret of [owner.note, owner.customer.fullName, '240', String(owner.orderNumber), owner.number]) {
        expect(shown, `${path} shows ${secret}`).not.toContain(secret);
      }
      expect(await cardForm(other.page).count()).toBe(0);
      expect(await other.page.getByTestId('tax-invoice').count()).toBe(0);
    };

    // While it awaits payment: the owner sees its checkout, the other customer nothing, and the server agrees.
    await owner.visitor.open(`/checkout/${owner.requestId}`);
    await cardForm(owner.page).waitFor();
    await expectNothingOfTheRequest(`/checkout/${owner.requestId}`);
    await expectNothingOfTheRequest(`/receipt/${owner.requestId}`);
    const started = await other.page.request.post(`/api/payments/requests/${owner.requestId}/start`, {
      headers: { origin: new URL(baseUrl()).origin },
      data: {},
    });
    expect(started.status()).toBe(404);

    // Once paid: the owner has the receipt, the other customer still nothing.
    await payByApi(owner.page, owner.requestId);
    await owner.visitor.open(`/receipt/${owner.requestId}`);
    await owner.page.getByTestId('tax-invoice').getByRole('heading', { name: text.simplifiedTaxInvoice }).waitFor();
    await expectNothingOfTheRequest(`/receipt/${owner.requestId}`);
    await expectNothingOfTheRequest(`/receipt/${owner.requestId}?confirmed=true`);
    await expectNothingOfTheRequest(`/checkout/${owner.requestId}`);
  });

  it('pays with a card the provider asks to confirm first: confirmation page, back to the checkout, receipt', async () => {
    const { visitor, page, requestId } = await customerWithOffer(language === 'ar' ? 'خالد الحربي' : 'Khalid Alharbi');
    await acceptOfferByApi(page, requestId);
    await visitor.open(`/checkout/${requestId}`);
    const form = cardForm(page);
    await fillCard(form, testCards.verified);
    await form.getByRole('button', { name: text.payNow }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/payment-verification/'));
    await page.getByRole('heading', { name: text.confirmYourPayment, level: 1 }).waitFor();
    await page.getByRole('button', { name: text.failConfirmation }).waitFor();
    expect(await requestEventTypes(page, requestId)).not.toContain('request.paid');
    await page.getByRole('button', { name: text.confirmRequestPayment }).click();

    await page.waitForURL(onPath(`/receipt/${requestId}`));
    await page.getByRole('heading', { name: text.paymentReceived, level: 1 }).waitFor();
    const invoice = page.getByTestId('tax-invoice');
    await invoice.getByRole('heading', { name: text.simplifiedTaxInvoice }).waitFor();
    expect(await invoice.getByTestId('invoice-total').textContent()).toBe(`${riyalSign}240.00`);
    expect(await paymentMethodOf(invoice)).toBe(`${text.visa} •••• 3220`);
    expect((await requestEventTypes(page, requestId)).filter((type) => type === 'request.paid')).toHaveLength(1);
  });

  it('pays with the expiry typed as four digits, shown as MM/YY while typed, on a numeric keypad', async () => {
    const { visitor, page, requestId } = await customerWithOffer(language === 'ar' ? 'هند العتيبي' : 'Hind Alotaibi');
    await acceptOfferByApi(page, requestId);
    await visitor.open(`/checkout/${requestId}`);
    const form = cardForm(page);
    const typed = expiry.replace('/', '');
    await fillCard(form, testCards.paid, typed);
    const expiryField = form.getByLabel(text.cardExpiry);
    expect(await expiryField.inputValue()).toBe(expiry);
    expect(await expiryField.getAttribute('inputmode')).toBe('numeric');
    await form.getByRole('button', { name: text.payNow }).click();

    await page.waitForURL(onPath(`/receipt/${requestId}`));
    await page.getByRole('heading', { name: text.paymentReceived, level: 1 }).waitFor();
  });

  it('names a card field’s problem and sends nothing until the card passes the checks', async () => {
    const { visitor, page, requestId } = await customerWithOffer(language === 'ar' ? 'ريم القحطاني' : 'Reem Alqahtani');
    await acceptOfferByApi(page, requestId);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/api\/(payments|test-gateway)\//.test(request.url())) sent.push(request.url());
    });
    await visitor.open(`/checkout/${requestId}`);
    const form = cardForm(page);
    const number = form.getByLabel(text.cardNumber);
    const expiryField = form.getByLabel(text.cardExpiry);

    await fillCard(form, testCards.invalid);
    await form.getByRole('button', { name: text.payNow }).click();
    await form.getByText(text.invalidCardNumber).waitFor();
    expect(await hintOf(number)).toBe(text.invalidCardNumber);
    expect(await number.getAttribute('aria-invalid')).toBe('true');

    await number.fill(testCards.paid);
    expect(await number.getAttribute('aria-invalid')).toBeNull();
    await expiryField.fill('01/20');
    await form.getByRole('button', { name: text.payNow }).click();
    await form.getByText(text.cardExpired).waitFor();
    expect(await hintOf(expiryField)).toBe(text.cardExpired);

    await expiryField.fill('123');
    await form.getByRole('button', { name: text.payNow }).click();
    await form.getByText(text.invalidExpiry).waitFor();
    expect(await hintOf(expiryField)).toBe(text.invalidExpiry);

    expect(sent).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/checkout/${requestId}`);
    expect(await requestEventTypes(page, requestId)).not.toContain('request.paid');
  });

  it('says in the page’s language that each empty card field is required, never the browser’s own words', async () => {
    const { visitor, page, requestId } = await customerWithOffer(language === 'ar' ? 'دانة السبيعي' : 'Dana Alsubaie');
    await acceptOfferByApi(page, requestId);
    await visitor.open(`/checkout/${requestId}`);
    const form = cardForm(page);

    await form.getByRole('button', { name: text.payNow }).click();
    await form.getByText(text.fieldRequired).first().waitFor();
    for (const label of [text.nameOnCard, text.cardNumber, text.cardExpiry, text.securityCode]) {
      expect(await hintOf(form.getByLabel(label)), label).toBe(text.fieldRequired);
    }
    // The browser speaks only when the form leaves the checking to it.
    expect(await form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);
    expect(await requestEventTypes(page, requestId)).not.toContain('request.paid');
  });
});
