import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromeFlags, findChromium } from '../tests/e2e/chromium-path.ts';
import { benchAdmin, type BenchServer } from './bench-server.ts';
import { report } from './report.ts';

// What a first visit downloads: the built client served by the real server, opened in
// Chromium with an empty cache; the compressed (as sent) JavaScript (the language's catalog
// included), CSS and fonts of `/`, `/dashboard` (a signed-in customer) and `/admin/dashboard` (the
// admin), in each language.
const pages = [
  { path: '/', who: 'visitor' },
  { path: '/dashboard', who: 'customer' },
  { path: '/admin/dashboard', who: 'admin' },
] as const;
const kinds = { script: 'js', stylesheet: 'css', font: 'font' } as const;
const budgetJsOfHome = 130;

export async function runPageWeightBench(server: BenchServer): Promise<void> {
  const browser = await chromium.launch({ headless: true, executablePath: findChromium(process.env) ?? undefined, args: chromeFlags });
  try {
    for (const language of ['en', 'ar'] as const) {
      for (const page of pages) {
        const kilobytes = await weighPage(browser, server.origin, page, language);
        const budget = page.path === '/' ? { atMost: budgetJsOfHome } : undefined;
        report(`pageWeight.js${page.path}`, kilobytes.js, 'kB', { language, css: kilobytes.css, fonts: kilobytes.font, compressed: true }, budget);
      }
    }
  } finally {
    await browser.close();
  }
}

async function weighPage(browser: Browser, origin: string, page: (typeof pages)[number], language: 'en' | 'ar') {
  const context = await browser.newContext({ baseURL: origin });
  try {
    await context.addInitScript((locale) => localStorage.setItem('locale', locale), language);
    await signIn(context, origin, page.who);
    const tab = await context.newPage();
    const bytes = { js: 0, css: 0, font: 0 };
    const counted: Promise<void>[] = [];
    tab.on('requestfinished', (request) => {
      const kind = kinds[request.resourceType() as keyof typeof kinds];
      if (kind) counted.push(request.sizes().then((sizes) => void (bytes[kind] += sizes.responseBodySize)));
    });
    await tab.goto(page.path, { waitUntil: 'networkidle' });
    // Until the page can be used: `/`'s drawing made at build time (inert) gives way to the app
    // only once its catalog is in, which the network can fall quiet before asking for.
    await tab.waitForFunction(() => document.querySelector('[inert]') === null);
    await Promise.all(counted);
    return { js: bytes.js / 1000, css: bytes.css / 1000, font: bytes.font / 1000 };
  } finally {
    await context.close();
  }
}

let customers = 0;

async function signIn(context: BrowserContext, origin: string, who: (typeof pages)[number]['who']): Promise<void> {
  if (who === 'visitor') return;
  customers += 1;
  const response =
    who === 'admin'
      ? await context.request.post('/api/admin/login', { data: benchAdmin, headers: { origin } })
      : await context.request.post('/api/auth/register', {
          data: { fullName: 'Page Weight', mobile: `05${String(20_000_000 + customers).padStart(8, '0')}`, email: `weight${customers}@example.com`, password: 'bench-password-123', privacyNoticeAccepted: true },
          headers: { origin },
        });
  if (!response.ok()) throw new Error(`signing in as ${who} answered ${response.status()}`);
}
