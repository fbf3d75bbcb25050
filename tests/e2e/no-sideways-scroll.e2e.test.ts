// No page of the app scrolls sideways on a phone: every route of src/routes (visitor, customer
// and admin, with the data the pages need made through the API) at 360 and 390 px, in English
// and Arabic. A page is wider than the screen when the document is, or when an input, a button
// or a link reaches past either edge (half a Pay button off-screen in Arabic, issue 23).
import { readdir, readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminByApi } from './admin-by-api.ts';
import { bookByApi, riyadhWorkingDate } from './booking-steps.ts';
import { chooseLanguage, chromiumForThisFile, customerIdOf, newVisitor, registeredByApi, saveScreenshot, type Visitor } from './browser.ts';
import { acceptOfferByApi, payByApi, payPlanByApi, startVerifiedPaymentByApi } from './checkout-steps.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { e2eAdmin } from './e2e-admin.ts';
import { languages, type Language } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

const browser = chromiumForThisFile();
const origin = () => new URL(baseUrl()).origin;

/**
 * What the pages show: one customer with a request to pay, a paid one, a plan bought by card and
 * a chat; and one without a plan, whose plan checkout is not sent on to the VIP area.
 */
interface Data {
  customer: { email: string; password: string };
  planless: { email: string; password: string };
  userId: string;
  toPay: string;
  paid: string;
  /** Paid, then cancelled in time by the customer: refunded in full. */
  refunded: string;
  planInvoice: string;
  verification: string;
}

let data: Data;
beforeAll(async () => {
  const setup = await newVisitor(browser());
  const customer = await registeredByApi(setup, 'Abdulrahman Bin Abdulaziz Al-Mubarak Alqahtani');
  const { page } = setup;
  const userId = await customerIdOf(page);
  const admin = await adminByApi(browser());
  // Set up for tax invoices, so that the plan bought below has a document of the chain to open.
  await admin.setCompany(defaultSettings.company.name, '310122393500003');
  const offered = async () => {
    const requestId = await bookByApi(page, 'plumbing', riyadhWorkingDate(2));
    await admin.makeOffer(requestId, 24_050, 'Spare parts included; the technician brings a replacement valve');
    await acceptOfferByApi(page, requestId);
    return requestId;
  };
  const toPay = await offered();
  const paid = await offered();
  await payByApi(page, paid);
  const refunded = await offered();
  await payByApi(page, refunded);
  const cancelled = await page.request.post('/api/events', {
    headers: { origin: origin() },
    data: {
      events: [
        {
          id: uuidv7(),
          stream: `request-${refunded}`,
          expectedVersion: (await admin.events()).filter((event) => event.stream === `request-${refunded}`).length,
          type: 'request.visitCancelled',
          schema: 1,
          data: { feeHalalas: 0, refundHalalas: 24_050, visitRules: defaultSettings.visitRules },
        },
      ],
    },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const verification = await startVerifiedPaymentByApi(page, await offered());
  const planInvoice = await payPlanByApi(page, 'vip-plus');
  // A message with a long unbroken word (a pasted link) is what pushes a thread wider.
  const chat = await page.request.post('/api/events', {
    headers: { origin: origin() },
    data: {
      events: [
        {
          id: uuidv7(),
          stream: `chat-user-${userId}`,
          expectedVersion: (await admin.events()).filter((event) => event.stream === `chat-user-${userId}`).length,
          type: 'chat.messageSent',
          schema: 1,
          data: { text: 'https://maps.example.com/riyadh/al-olaya/king-fahd-road/building-4471-apartment-12-second-floor' },
        },
      ],
    },
  });
  expect(chat.status(), await chat.text()).toBe(200);
  const planlessSetup = await newVisitor(browser());
  const planless = await registeredByApi(planlessSetup, 'Noura Alshehri');
  data = { customer, planless, userId, toPay, paid, refunded, planInvoice, verification };
  await admin.context.close();
  await setup.context.close();
  await planlessSetup.context.close();
});

const adminTabs = ['users', 'requests', 'lookup', 'subscriptions', 'messages', 'invoices', 'analytics', 'settings'];

/** Every route, as a path to open (made of the data, once it exists) and what shows once its page has rendered. */
type Who = 'visitor' | 'customer' | 'planless';
function routes(data: Data): { route: string; path: string; who: Who; ready: string }[] {
  const heading = '#main h1';
  const visitor = (route: string) => ({ route, path: route, who: 'visitor' as const, ready: heading });
  const signedIn = (route: string, path = route, ready = heading) => ({ route, path, who: 'customer' as const, ready });
  return [
    visitor('/'),
    visitor('/admin/login'),
    visitor('/offers'),
    visitor('/privacy'),
    visitor('/forgot-password'),
    // A link of the right shape opens the new-password form; the server judges the token on submit.
    { route: '/reset-password', path: `/reset-password?token=${'A'.repeat(43)}`, who: 'visitor', ready: 'form' },
    signedIn('/dashboard'),
    signedIn('/book/$serviceId', '/book/plumbing'),
    signedIn('/my-requests', '/my-requests', '[data-testid="request-card"]'),
    signedIn('/my-requests/$requestId', `/my-requests/${data.paid}`, '[data-testid="timeline-step"]'),
    signedIn('/invoices', '/invoices', heading),
    signedIn('/notifications', '/notifications', heading),
    signedIn('/chat', '/chat', '[data-testid="chat-message"]'),
    signedIn('/support', '/support', '[data-testid="chat-message"]'),
    signedIn('/checkout/$requestId', `/checkout/${data.toPay}`, 'form'),
    { route: '/checkout/plan/$planId', path: '/checkout/plan/vip', who: 'planless', ready: 'form' },
    signedIn('/payment-verification/$paymentId', `/payment-verification/${data.verification}`, '#main button'),
    signedIn('/receipt/$requestId', `/receipt/${data.paid}`, '[data-testid="tax-invoice"]'),
    signedIn('/receipt/plan/$invoiceNumber', `/receipt/plan/${data.planInvoice}`, '[data-testid="tax-invoice"]'),
    signedIn('/refund-receipt/$requestId', `/refund-receipt/${data.refunded}`, '[data-testid="refund-receipt"]'),
    signedIn('/settings'),
    signedIn('/subscriptions'),
    signedIn('/subscription/$planId', '/subscription/vip-plus'),
    signedIn('/vip-poker', '/vip-poker', '[data-testid="vip-visits"]'),
    signedIn('/admin', '/admin', heading),
    ...adminTabs.map((tab) => signedIn('/admin/dashboard', `/admin/dashboard?tab=${tab}`, `#admin-panel-${tab}`)),
    signedIn('/admin/grant-subscription'),
    signedIn('/admin/grant-subscription/$userId', `/admin/grant-subscription/${data.userId}`),
    signedIn('/admin/chat/$chatId', `/admin/chat/user-${data.userId}`, '[data-testid="chat-message"]'),
    signedIn('/admin/users/$userId', `/admin/users/${data.userId}`),
    signedIn('/admin/invoices/$number', `/admin/invoices/${data.planInvoice}`, '[data-testid="tax-document"]'),
  ];
}

/** The full path of every route file in src/routes (children of `/admin` under it). */
async function routePathsInSource(): Promise<string[]> {
  const files = (await readdir('src/routes')).filter((file) => /^[a-z-]+\.tsx$/.test(file));
  const paths: string[] = [];
  for (const file of files) {
    const source = await readFile(`src/routes/${file}`, 'utf8');
    const underAdmin = source.includes('getParentRoute: () => adminRoute');
    for (const [, path] of source.matchAll(/path: '([^']+)'/g)) paths.push(underAdmin ? `/admin${path}` : path!);
  }
  return paths.sort();
}

/** How far the page reaches past the screen: the document, then every control beyond either edge. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`the page is ${scrollWidth} px wide`);
    for (const element of document.querySelectorAll('input, select, textarea, button, a, h1')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.left >= -0.5 && box.right <= width + 0.5)) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      found.push(`<${element.tagName.toLowerCase()}> "${name}" spans ${Math.round(box.left)} to ${Math.round(box.right)} px`);
    }
    return found;
  });
}

it('covers every route of src/routes', async () => {
  const covered = new Set(routes(data).map(({ route }) => route));
  expect((await routePathsInSource()).filter((path) => !covered.has(path))).toEqual([]);
});

// The names only: the paths need the data, made once the suite runs.
const nobody = { email: '', password: '' };
const placeholders: Data = { customer: nobody, planless: nobody, userId: '', toPay: '', paid: '', refunded: '', planInvoice: '', verification: '' };
const routeNames = [...new Set(routes(placeholders).map(({ route }) => route))];

const widths = [360, 390];
const cases = languages.flatMap((language) => widths.map((width) => ({ language, width })));

describe.each(cases)('at $width px in $language', ({ language, width }: { language: Language; width: number }) => {
  const visitors = {} as Record<Who, Visitor>;
  beforeAll(async () => {
    const viewport = { width, height: 800 };
    for (const who of ['visitor', 'customer', 'planless'] as const) {
      visitors[who] = await newVisitor(browser(), viewport);
      await chooseLanguage(visitors[who], language);
    }
    await signIn(visitors.customer.context, '/api/auth/login', { identifier: data.customer.email, password: data.customer.password });
    await signIn(visitors.customer.context, '/api/admin/login', e2eAdmin);
    await signIn(visitors.planless.context, '/api/auth/login', { identifier: data.planless.email, password: data.planless.password });
  });
  afterAll(async () => {
    for (const opened of Object.values(visitors)) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  });

  it.each(routeNames)(
    'keeps %s within the screen',
    async (route) => {
      for (const page of routes(data).filter((each) => each.route === route)) {
        const opened = visitors[page.who];
        const tab = new URL(page.path, origin()).searchParams.get('tab');
        // The admin moves between the tabs of one page: each opened afresh waited for the whole log again.
        if (tab && new URL(opened.page.url()).pathname === '/admin/dashboard') await opened.page.locator(`#admin-tab-${tab}`).click();
        else await opened.open(page.path);
        await opened.page.locator(page.ready).first().waitFor();
        // The page itself, not one it sent the visitor on to (`/admin` is only a way to the dashboard).
        const landedOn = await opened.page.evaluate(() => location.pathname);
        expect(landedOn).toBe(page.path === '/admin' ? '/admin/dashboard' : page.path.split('?')[0]);
        await opened.page.evaluate(() => document.fonts.ready);
        expect.soft(await overflowOf(opened.page), `${page.path} at ${width} px in ${language}`).toEqual([]);
        if (route === '/checkout/$requestId' && width === 390) await saveScreenshot(opened.page, `checkout-390-after-${language}`);
      }
    },
  );
});

async function signIn(context: BrowserContext, path: string, credentials: object) {
  const answer = await context.request.post(path, { data: credentials, headers: { origin: origin() } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
}
