// The README's "Before and after" screenshots of issue 23 (items 1, 4, 8 and 15) on a 390 px phone,
// in English and in Arabic: the checkouts, the downloaded invoice, the booking form's visit day and
// time, and a request's page. Taken once by hand, never by `npm test`. Against a server of a fresh
// build and data folder:
//
//   NODE_ENV=test DATA_DIR=$(mktemp -d) PORT=3100 ADMIN_EMAIL=shots@example.test ADMIN_PASSWORD='shots password 2026' npm start
//   ADMIN_EMAIL=… ADMIN_PASSWORD=… node --import tsx docs/screenshots/take-screenshots.ts http://localhost:3100 after
//
// "before" against a build of 429108b (before the fixes), "after" against this one.
// The "after" invoice is the PDF that "Save as PDF" makes, drawn with poppler's pdftoppm.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';

const [baseUrl, moment] = process.argv.slice(2);
if (!baseUrl || (moment !== 'before' && moment !== 'after')) throw new Error('usage: take-screenshots.ts <base URL> before|after');
const admin = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! };
const origin = new URL(baseUrl).origin;
const folder = path.dirname(new URL(import.meta.url).pathname);
const work = mkdtempSync(path.join(tmpdir(), 'screenshots-'));
const languages = { en: 'English', ar: 'العربية' } as const;
type Language = keyof typeof languages;
const downloadButton = { en: 'Download', ar: 'تنزيل' };
/** The booking form's labels, the same before and after item 8. */
const bookingLabels = {
  en: { note: 'Describe the problem', phone: 'Contact phone', address: 'Address', day: 'Preferred date', time: 'Preferred time' },
  ar: { note: 'صف المشكلة', phone: 'رقم التواصل', address: 'العنوان', day: 'التاريخ المفضل', time: 'الوقت المفضل' },
};
const visitTime = '11:00';

const asAdmin = { headers: { 'x-acting-as': 'admin' } };
/** A booking as each build writes it: 429108b's schema 1 carried an order number the browser drew; since, the server numbers it. */
const booking = moment === 'before' ? { schema: 1, number: { orderNumber: 417 } } : { schema: 2, number: {} };

/** Proposes one event on `stream` as whoever `request` is signed in as, after the stream's events they can read. */
async function propose(
  request: APIRequestContext,
  stream: string,
  type: string,
  data: unknown,
  { headers = {}, schema = 1 }: { headers?: Record<string, string>; schema?: number } = {},
) {
  const { events } = (await (await request.get('/api/events?after=0', { headers })).json()) as { events: { stream: string }[] };
  const expectedVersion = events.filter((event) => event.stream === stream).length;
  const answer = await request.post('/api/events', {
    headers: { origin, ...headers },
    data: { events: [{ id: uuidv7(), stream, expectedVersion, type, schema, data }] },
  });
  if (answer.status() !== 200) throw new Error(`${type} answered ${answer.status()}: ${await answer.text()}`);
}

async function signedInAdmin(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-acting-as': 'admin' } });
  const login = await context.request.post('/api/admin/login', { headers: { origin }, data: admin });
  if (login.status() !== 200) throw new Error(`admin login answered ${login.status()}`);
  return context.request;
}

/** A working day (not a Friday) a few days ahead, 'YYYY-MM-DD'. */
function visitDate(): string {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  if (day.getUTCDay() === 5) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Pays the customer's accepted offer with the test provider's paid card, as the checkout does. */
async function pay(request: APIRequestContext, requestId: string) {
  const payments = `/api/payments/requests/${requestId}`;
  const start = (await (await request.post(`${payments}/start`, { headers: { origin }, data: {} })).json()) as {
    paymentId: string;
    amountHalalas: number;
    currency: string;
    description: string;
    metadata: unknown;
  };
  const created = await request.post('/api/test-gateway/v1/payments', {
    headers: { origin },
    data: {
      given_id: start.paymentId,
      amount: start.amountHalalas,
      currency: start.currency,
      description: start.description,
      callback_url: `${origin}/checkout/${requestId}`,
      metadata: start.metadata,
      source: { type: 'creditcard', name: 'Sara Alqahtani', number: '4242424242424242', month: 12, year: 2030, cvc: '123' },
    },
  });
  const { id } = (await created.json()) as { id: string };
  const confirmed = await request.post(`${payments}/confirm`, { headers: { origin }, data: { paymentId: id } });
  if (confirmed.status() !== 200) throw new Error(`confirm answered ${confirmed.status()}`);
}

async function shoot(page: Page, where: string, name: string, ready: string) {
  await page.goto(where);
  await page.locator(ready).first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** The invoice as the customer downloads it: before, the HTML file opened; after, the PDF drawn 390 px wide. */
async function shootInvoice(page: Page, language: Language, name: string) {
  if (moment === 'before') {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: downloadButton[language], exact: true }).click()]);
    const file = path.join(work, `invoice-${language}.html`);
    await download.saveAs(file);
    await page.goto(`file://${file}`);
    await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
    return;
  }
  await page.emulateMedia({ media: 'print' });
  const pdf = path.join(work, `invoice-${language}.pdf`);
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  execFileSync('pdftoppm', ['-png', '-singlefile', '-scale-to-x', '390', '-scale-to-y', '-1', pdf, path.join(folder, name)]);
}

/**
 * The booking form with a visit day and time chosen: before, the browser's date and time inputs
 * typed into; after, the form's own lists chosen from, then shown open (as many rows as they hold,
 * up to 10) since a screenshot never holds a list's drop-down.
 */
async function shootBooking(page: Page, language: Language) {
  const labels = bookingLabels[language];
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.goto('/book/plumbing');
  await field(labels.day).waitFor();
  await field(labels.note).fill(language === 'ar' ? 'تسريب تحت المغسلة' : 'A leak under the basin');
  await field(labels.phone).fill('0500000000');
  await field(labels.address).fill(language === 'ar' ? 'طريق الملك فهد، الرياض' : 'King Fahd Road, Riyadh');
  if (moment === 'before') {
    await field(labels.day).fill(visitDate());
    await field(labels.time).fill(visitTime);
  } else {
    await field(labels.day).selectOption(visitDate());
    await field(labels.time).selectOption(visitTime);
    for (const list of [field(labels.day), field(labels.time)])
      await list.evaluate((select: HTMLSelectElement) => (select.size = Math.min(select.options.length, 10)));
  }
  // The whole page from its top, so the sticky header stays at the top, with no field focused.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return document.fonts.ready;
  });
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(folder, `item8-booking-${moment}-${language}.png`), fullPage: true });
}

async function shootLanguage(browser: Browser, adminRequest: APIRequestContext, language: Language) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('group').getByRole('button', { name: languages[language], exact: true }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  const registered = await page.request.post('/api/auth/register', {
    headers: { origin },
    data: { fullName: language === 'ar' ? 'سارة القحطاني' : 'Sara Alqahtani', mobile: `05${String(Date.now()).slice(-8)}`, email: `${uuidv7()}@example.test`, password: 'a long enough secret' },
  });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
  await shootBooking(page, language);

  const requestId = uuidv7();
  await propose(
    page.request,
    `request-${requestId}`,
    'request.submitted',
    {
      kind: 'general',
      services: ['plumbing'],
      note: language === 'ar' ? 'تسريب تحت المغسلة' : 'A leak under the basin',
      address: language === 'ar' ? 'طريق الملك فهد، الرياض' : 'King Fahd Road, Riyadh',
      coordinates: null,
      phone: '+966500000000',
      preferredDate: visitDate(),
      preferredTime: visitTime,
      photoId: null,
      workingHours: { opens: '08:00', closes: '22:00' },
      ...booking.number,
    },
    { schema: booking.schema },
  );
  await propose(adminRequest, `request-${requestId}`, 'request.offerMade', { priceHalalas: 30_435, adminNote: '' }, asAdmin);
  await propose(page.request, `request-${requestId}`, 'request.offerAccepted', {});

  await shoot(page, `/checkout/${requestId}`, `item1-checkout-${moment}-${language}`, 'form');
  await shoot(page, '/checkout/plan/vip-plus', `item1-plan-checkout-${moment}-${language}`, 'form');
  await pay(page.request, requestId);
  await page.goto(`/receipt/${requestId}`);
  await page.getByTestId('tax-invoice').waitFor();
  await page.evaluate(() => document.fonts.ready);
  await shootInvoice(page, language, `item4-invoice-${moment}-${language}`);
  if (moment === 'before') await shoot(page, '/my-requests', `item15-request-before-${language}`, '[data-testid="request-card"]');
  else await shoot(page, `/my-requests/${requestId}`, `item15-request-after-${language}`, 'h1');
  await context.close();
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const adminRequest = await signedInAdmin(browser);
await propose(
  adminRequest,
  'settings',
  'settings.companyChanged',
  { name: { en: 'Riyadh Home Maintenance Co.', ar: 'شركة صيانة المنازل بالرياض' }, vatNumber: '310122393500003' },
  asAdmin,
);
for (const language of Object.keys(languages) as Language[]) await shootLanguage(browser, adminRequest, language);
await browser.close();
