import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, newVisitor, type Visitor } from './browser.ts';
import { screenText, type Language } from './screen-text.ts';

// The welcome page is drawn in both languages into /welcome.html, the page `/` is answered with
// (build/prerendered-welcome.ts), so a visitor's first paint needs none of the app's code: the
// head's one script picks the drawing of the saved language, right to left for Arabic, and asks
// for the app's code once its paint is recorded; the app then puts its own page in its place without
// moving anything.
const browser = chromiumForThisFile();

const welcomeTitle = { en: 'Welcome to Riyadh Home Maintenance', ar: 'مرحبًا بك في صيانة المنازل بالرياض' } as const;

/** The app's code: every script of the build but the welcome page's own. */
const appScripts = /\/assets\/(?!welcome-loader-).+\.js$/;

/** A visitor whose browser runs the welcome page's own script and none of the app's code. */
async function visitorWithoutTheApp(language: Language | null): Promise<Visitor> {
  const visitor = await newVisitor(browser());
  if (language) await visitor.context.addInitScript((locale) => localStorage.setItem('locale', locale), language);
  await visitor.page.route(appScripts, (route) => route.abort());
  return visitor;
}

const shownTitle = (visitor: Visitor) =>
  visitor.page.evaluate(() => {
    const heading = [...document.querySelectorAll('h1')].find((h1) => h1.getClientRects().length > 0);
    return { text: heading?.textContent ?? null, lang: document.documentElement.lang, dir: document.documentElement.dir };
  });

describe('the welcome page drawn at build time', () => {
  it('is in the built welcome page in both languages, with its script in the head and no other', async () => {
    // Given the client built as `npm start` serves it
    const page = await readFile(path.join(inject('staticDir'), 'welcome.html'), 'utf8');

    // When its head and root are read
    const head = page.slice(0, page.indexOf('</head>'));
    const drawings = [...page.matchAll(/<div data-screen="(\w+)" lang="\w+"[^>]*>.*?<h1[^>]*>([^<]+)<\/h1>/gs)].map((found) => [found[1], found[2]]);

    // Then the head's one script runs before the first paint, and the root holds each language's welcome
    expect([...head.matchAll(/<script[^>]*>/g)].map((found) => found[0])).toEqual([expect.stringMatching(/^<script src="\/assets\/welcome-loader-[\w-]+\.js">$/)]);
    expect(head).not.toContain('modulepreload');
    expect(drawings).toEqual([
      ['en', welcomeTitle.en],
      ['ar', welcomeTitle.ar],
    ]);
  });

  for (const [language, dir] of [
    ['en', 'ltr'],
    ['ar', 'rtl'],
  ] as const) {
    it(`shows a ${language} visitor the welcome in ${language}, ${dir}, with none of the app's code`, async () => {
      // Given a visitor who chose ${language}, whose browser gets none of the app's scripts
      const visitor = await visitorWithoutTheApp(language);

      // When they open /
      await visitor.page.goto('/');

      // Then the welcome is drawn in their language and direction
      expect(await shownTitle(visitor)).toEqual({ text: welcomeTitle[language], lang: language, dir });
      await visitor.context.close();
    });
  }

  it('shows no welcome on another page, nor on / to a customer this device remembers', async () => {
    // Given a visitor whose browser gets none of the app's scripts
    const visitor = await visitorWithoutTheApp(null);

    // When they open /dashboard, then / as a remembered customer
    await visitor.page.goto('/dashboard');
    const onDashboard = await shownTitle(visitor);
    await visitor.page.evaluate(() => localStorage.setItem('lastSession', '{}'));
    await visitor.page.goto('/');
    const remembered = await shownTitle(visitor);

    // Then nothing of the welcome shows
    expect(onDashboard.text).toBeNull();
    expect(remembered.text).toBeNull();
    await visitor.context.close();
  });

  it("asks for the app's code only once the drawing's largest paint is recorded", async () => {
    // Given a visitor with nothing saved
    const visitor = await newVisitor(browser());

    // When they open / and the app takes over
    await visitor.page.goto('/');
    await visitor.page.getByRole('button', { name: screenText.en.getStarted }).waitFor();

    // Then every script of the app was asked for after the moment the browser recorded the
    // welcome's largest text as painted: a lab phone charges that paint with what started before it
    const [largestPaint, appAskedFor] = await visitor.page.evaluate(
      (scripts) =>
        new Promise<[number, number[]]>((resolve) =>
          new PerformanceObserver((list) => {
            const asked = performance.getEntriesByType('resource').filter((entry) => new RegExp(scripts).test(entry.name));
            const largest = list.getEntries();
            resolve([largest[largest.length - 1]!.startTime, asked.map((entry) => entry.startTime)]);
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
      appScripts.source,
    );
    expect(appAskedFor.length).toBeGreaterThan(3);
    expect(Math.min(...appAskedFor)).toBeGreaterThanOrEqual(largestPaint);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('is replaced by the app in the same place: nothing shifts', async () => {
    // Given a visitor who chose Arabic, whose layout shifts are recorded from the start, and
    // whose app is held back until the drawing has its font: a busy machine can bring the font
    // after the first paint, a shift of its own (font-display: swap) that is not this test's
    const visitor = await newVisitor(browser());
    await visitor.context.addInitScript(() => {
      localStorage.setItem('locale', 'ar');
      const shifts: { at: number; value: number }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push({ at: entry.startTime, value: (entry as unknown as { value: number }).value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let releaseTheApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseTheApp = resolve));
    await visitor.page.route(appScripts, async (route) => {
      await appHeld;
      await route.continue();
    });
    await visitor.page.goto('/');
    await visitor.page.waitForFunction(() => document.fonts.check('700 1em "Cairo Variable"', 'مرحبًا'), undefined, { timeout: 30_000 });
    const appAsked = await visitor.page.evaluate(() => performance.now());

    // When the app is let in and takes over
    releaseTheApp();
    await visitor.page.locator('#root > [data-screen]').first().waitFor({ state: 'detached' });
    await visitor.page.getByRole('button', { name: screenText.ar.getStarted }).waitFor();
    await visitor.page.evaluate(() => document.fonts.ready);

    // Then the app's own heading is there, and the page did not move (cumulative layout shift ~0)
    expect(await shownTitle(visitor)).toEqual({ text: welcomeTitle.ar, lang: 'ar', dir: 'rtl' });
    const shifted = await visitor.page.evaluate(
      (since) => (window as unknown as { shifts: { at: number; value: number }[] }).shifts.filter((shift) => shift.at >= since).reduce((sum, shift) => sum + shift.value, 0),
      appAsked,
    );
    expect(shifted).toBeLessThan(0.01);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
