import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, launchChromium, newVisitor, type Visitor } from './browser.ts';
import { languages, screenText } from './screen-text.ts';

let browser: Browser;
let visitor: Visitor;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();
});

const pageLanguage = (visitor: Visitor) =>
  visitor.page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, title: document.title }));

describe('the language choice', () => {
  it('keeps Arabic, right to left, across a reload and a new visit in the same browser', async () => {
    visitor = await newVisitor(browser);
    await chooseLanguage(visitor, 'ar');
    expect(await pageLanguage(visitor)).toEqual({ lang: 'ar', dir: 'rtl', title: screenText.ar.pageTitle });

    await visitor.page.reload();
    await visitor.page.getByRole('button', { name: screenText.ar.getStarted }).waitFor();
    expect(await pageLanguage(visitor)).toEqual({ lang: 'ar', dir: 'rtl', title: screenText.ar.pageTitle });

    const secondTab = await visitor.context.newPage();
    await secondTab.goto('/admin/login');
    await secondTab.getByRole('heading', { name: screenText.ar.adminLogin }).waitFor();
    expect(await secondTab.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  it('keeps Arabic across a reload made before the Arabic catalog has arrived', async () => {
    visitor = await newVisitor(browser);
    await visitor.open('/');
    // Every script the page asks for until the reload is held: the Arabic catalog never arrives.
    let holding = true;
    await visitor.page.route('**/*.js', (route) => (holding ? undefined : route.continue()));
    await visitor.page.getByRole('group').getByRole('button', { name: 'العربية', exact: true }).click();

    holding = false;
    await visitor.page.reload();
    await visitor.page.getByRole('button', { name: screenText.ar.getStarted }).waitFor();
    expect(await pageLanguage(visitor)).toEqual({ lang: 'ar', dir: 'rtl', title: screenText.ar.pageTitle });
  });

  it('switches back to English with the corner toggle, named in the language it switches to', async () => {
    visitor = await newVisitor(browser);
    await chooseLanguage(visitor, 'ar');
    await visitor.page.locator('#main ~ button', { hasText: 'English' }).click();
    await visitor.page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await pageLanguage(visitor)).toEqual({ lang: 'en', dir: 'ltr', title: screenText.en.pageTitle });
  });

  it('shows the corner toggle on / and /admin/login only', async () => {
    visitor = await newVisitor(browser);
    const corner = visitor.page.locator('#main ~ button', { hasText: 'العربية' });
    await visitor.open('/');
    expect(await corner.count()).toBe(1);
    await visitor.open('/admin/login');
    expect(await corner.count()).toBe(1);
    await visitor.open('/no-such-page');
    await visitor.page.getByRole('heading', { name: screenText.en.notFound }).waitFor();
    expect(await corner.count()).toBe(0);
  });
});

describe.each(languages)('an unknown address, in %s', (language) => {
  it('shows a real not-found page with a way back', async () => {
    visitor = await newVisitor(browser);
    await chooseLanguage(visitor, language);
    await visitor.open('/book-a-unicorn');
    await visitor.page.getByRole('heading', { name: screenText[language].notFound }).waitFor();
  });
});
