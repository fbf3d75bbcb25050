// Chromium for the browser suites: the one `npm test` found (chromium-path.ts), one browser
// per file, a fresh context (cookies, storage) per visitor. Each visitor counts as its own
// address for the server's sign-in throttling, as separate people would. Also the checks and
// captures any page may take: axe's WCAG pass and the README's screenshots.
import { AxeBuilder } from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromeFlags, findChromium, noChromiumMessage } from './chromium-path.ts';
import { signInAdminByApi } from './admin-by-api.ts';
import type { Language } from './screen-text.ts';
import { baseUrl } from './file-server.ts';

export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium(process.env);
  if (!executablePath) throw new Error(noChromiumMessage);
  return chromium.launch({ headless: true, executablePath, args: chromeFlags });
}

/** The one Chromium of a suite's file: launched before its tests, closed after them. Call it at the file's top. */
export function chromiumForThisFile(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });
  return () => browser;
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page: a suite expects none. */
  errors: string[];
  /** Opens a path of the app and waits until the app has rendered it. */
  open(path: string): Promise<void>;
}

/**
 * A person in a browser context of their own. The service worker stays out unless a suite asks
 * for it (the offline suites): every other suite would otherwise have each fresh context fetch
 * and store the whole build after its first page.
 */
export async function newVisitor(
  browser: Browser,
  viewport = { width: 390, height: 844 },
  baseURL = baseUrl(),
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<Visitor> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    serviceWorkers,
    extraHTTPHeaders: { 'x-test-client-address': `visitor-${randomUUID()}` },
  });
  return visitorInTab(context);
}

/** The same person in a new tab of their browser context (their cookies and storage). */
export async function visitorInTab(context: BrowserContext): Promise<Visitor> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    errors,
    async open(path: string) {
      await page.goto(path);
      await page.locator('#main').waitFor();
      // The welcome page drawn at build time (build/prerendered-welcome.ts) is seen before the
      // app runs, and does nothing: wait until the app has drawn its own.
      await page.locator('#root > [data-screen]').first().waitFor({ state: 'detached' });
    },
  };
}

/** A person the suites register: unique email and mobile per call. */
export function newCustomer(fullName: string) {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    fullName,
    email: `customer-${randomUUID().slice(0, 8)}@example.test`,
    mobile: `05${digits}`,
    storedMobile: `+9665${digits}`,
    password: 'a long enough secret',
  };
}

/** Signs a new customer up through the API (the form is not what the suite tests); they stay signed in. */
export async function registeredByApi(visitor: Visitor, fullName: string) {
  const customer = newCustomer(fullName);
  const registered = await visitor.page.request.post('/api/auth/register', {
    data: { fullName: customer.fullName, mobile: customer.mobile, email: customer.email, password: customer.password, privacyNoticeAccepted: true },
    headers: { origin: new URL(baseUrl()).origin },
  });
  expect(registered.status()).toBe(201);
  return customer;
}

/** Chooses a language with the welcome page's language buttons, as a visitor would. */
export async function chooseLanguage(visitor: Visitor, language: 'en' | 'ar'): Promise<void> {
  await visitor.open('/');
  const name = language === 'ar' ? 'العربية' : 'English';
  await visitor.page.getByRole('group').getByRole('button', { name, exact: true }).click();
  await visitor.page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/**
 * Leaves in the visitor's browser what `chooseLanguage` leaves there, without loading a page:
 * for the suites whose subject is not the choice (language.e2e.test.ts clicks the buttons), which
 * open their own page next. Each page finds it set unless a choice was made since. (An init
 * script, not setStorageState: that one loads a page of its own, ~0.5 s a visitor under load.)
 */
export async function languageChosenBefore(visitor: Visitor, language: Language): Promise<void> {
  // The app's pages only: another document (about:blank) may not read its storage.
  await visitor.context.addInitScript(
    ({ chosen, origin }) => {
      if (location.origin === origin && localStorage.getItem('locale') === null) localStorage.setItem('locale', chosen);
    },
    { chosen: language, origin: new URL(baseUrl()).origin },
  );
}

/** Waits for the toast that says `text` (one toast at a time: a later one replaces it). */
export async function toastSaying(page: Page, text: string | RegExp): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

/** No axe violation of WCAG 2.0 A/AA, 2.1 A/AA or 2.2 AA on what the page shows now; `name` says which page failed. */
export async function expectNoViolations(visitor: Visitor, name: string): Promise<void> {
  // A toast fading in is measured at its final colours, not half-way through (a false contrast failure).
  await visitor.page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page: visitor.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${name}`).toEqual([]);
}

const screenshots = 'docs/screenshots';

/** Saves what the page shows as docs/screenshots/<name>.png, for the README. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await mkdir(screenshots, { recursive: true });
  await page.screenshot({ path: `${screenshots}/${name}.png`, ...options });
}

/**
 * The visitors a suite's tests open (in `language` when given), each closed after its test,
 * which fails if any of their pages threw. Call it inside the suite's describe. `language` is
 * chosen on the welcome page, where each visitor then is, unless `languageBy` is 'storage'
 * (languageChosenBefore: no page is open yet, each test opens its own).
 */
export function visitorsOf(browser: () => Browser, language?: Language, languageBy: 'welcome page' | 'storage' = 'welcome page') {
  const opened: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of opened.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });
  const visitor = async (): Promise<Visitor> => {
    const created = await newVisitor(browser());
    opened.push(created);
    if (language && languageBy === 'storage') await languageChosenBefore(created, language);
    else if (language) await chooseLanguage(created, language);
    return created;
  };
  /** The admin, signed in through the API in a browser of their own. */
  const signedInAdmin = async (): Promise<Visitor> => {
    const admin = await visitor();
    await signInAdminByApi(admin.context);
    return admin;
  };
  return { visitor, signedInAdmin };
}

/** The signed-in customer's id, as the server knows it. */
export async function customerIdOf(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } | null };
  if (!session.user) throw new Error('no customer is signed in');
  return session.user.id;
}
