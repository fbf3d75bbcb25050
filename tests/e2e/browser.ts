// Chromium for the browser suites: the one `npm test` found (chromium-path.ts), one browser
// per file, a fresh context (cookies, storage) per visitor. Each visitor counts as its own
// address for the server's sign-in throttling, as separate people would.
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { findChromium, noChromiumMessage } from './chromium-path.ts';

export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium(process.env);
  if (!executablePath) throw new Error(noChromiumMessage);
  return chromium.launch({ headless: true, executablePath, args: chromeFlags });
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page: a suite expects none. */
  errors: string[];
  /** Opens a path of the app and waits until it has rendered. */
  open(path: string): Promise<void>;
}

export async function newVisitor(browser: Browser, viewport = { width: 390, height: 844 }): Promise<Visitor> {
  const baseURL = inject('baseUrl');
  const context = await browser.newContext({
    baseURL,
    viewport,
    extraHTTPHeaders: { 'x-test-client-address': `visitor-${randomUUID()}` },
  });
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

/** Chooses a language with the welcome page's language buttons, as a visitor would. */
export async function chooseLanguage(visitor: Visitor, language: 'en' | 'ar'): Promise<void> {
  await visitor.open('/');
  const name = language === 'ar' ? 'العربية' : 'English';
  await visitor.page.getByRole('group').getByRole('button', { name, exact: true }).click();
  await visitor.page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** Waits for the toast that says `text` (one toast at a time: a later one replaces it). */
export async function toastSaying(page: Page, text: string | RegExp): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}
