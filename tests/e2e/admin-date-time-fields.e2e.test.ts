// The admin's date and time fields at 390 px speak the page's language (issue 23 item 8): no
// English month names and no AM/PM on an Arabic page, where the browser's own date and time
// inputs showed both. Dates read back in words beside what is typed; times are a list.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, visitorsOf } from './browser.ts';
import { languages } from './screen-text.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

const fieldText = {
  en: {
    from: 'Preferred date from',
    to: 'Preferred date to',
    rangeFrom: 'From',
    rangeTo: 'To',
    lastDay: 'Last day of the offer',
    opensAt: 'Opens at',
    closesAt: 'Closes at',
    march14: 'Saturday, March 14, 2026',
    wrongDate: 'Write the date as year-month-day, such as 2026-03-14.',
    eightInTheMorning: '8:00 AM',
  },
  ar: {
    from: 'التاريخ المفضل من',
    to: 'التاريخ المفضل إلى',
    rangeFrom: 'من',
    rangeTo: 'إلى',
    lastDay: 'آخر يوم للعرض',
    opensAt: 'وقت الفتح',
    closesAt: 'وقت الإغلاق',
    march14: 'السبت، 14 مارس 2026',
    wrongDate: 'اكتب التاريخ بصيغة سنة-شهر-يوم، مثل 2026-03-14.',
    eightInTheMorning: '8:00 ص',
  },
};

const latinLetters = /[A-Za-z]/;

/** What a date field shows around its box: label, the day in words or how to type it, its problem. */
const shownAround = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true }).locator('xpath=..');

describe.each(languages)('the admin’s date and time fields at 390 px, in %s', (language) => {
  const text = fieldText[language];
  const { signedInAdmin } = visitorsOf(() => browser, language);
  const expectWordsOfThePage = (words: string) =>
    language === 'ar' ? expect(words, `"${words}" has Latin letters`).not.toMatch(latinLetters) : expect(words).toMatch(latinLetters);

  it('reads a typed day back in the page’s language and says in it when the day is no date', async () => {
    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=requests');
    const from = page.getByLabel(text.from, { exact: true });
    await from.fill('2026-03-14');
    await expect.poll(() => shownAround(page, text.from).textContent()).toContain(text.march14);
    expectWordsOfThePage((await shownAround(page, text.to).textContent()) ?? '');

    await from.fill('2026-13-01');
    await from.blur();
    await shownAround(page, text.from).getByText(text.wrongDate).waitFor();
    expectWordsOfThePage((await shownAround(page, text.from).textContent()) ?? '');
    expect(await from.getAttribute('aria-invalid')).toBe('true');

    await admin.open('/admin/dashboard?tab=analytics');
    for (const label of [text.rangeFrom, text.rangeTo]) {
      await page.getByLabel(label, { exact: true }).waitFor();
      expectWordsOfThePage((await shownAround(page, label).textContent()) ?? '');
    }
  });

  it('lists the working hours’ times and the offer’s last day without English words or AM/PM on an Arabic page', async () => {
    const admin = await signedInAdmin();
    const { page } = admin;
    await admin.open('/admin/dashboard?tab=settings');
    for (const label of [text.opensAt, text.closesAt]) {
      const list = page.getByLabel(label, { exact: true });
      await list.waitFor();
      const times = await list.locator('option').allTextContents();
      expect(times).toContain(text.eightInTheMorning);
      expect(times).toHaveLength(48);
      for (const time of times) expectWordsOfThePage(time);
    }
    await page.getByLabel(text.lastDay, { exact: true }).fill('2026-03-14');
    await expect.poll(() => shownAround(page, text.lastDay).textContent()).toContain(text.march14);
    if (language === 'ar') expect(await shownAround(page, text.lastDay).textContent()).not.toMatch(latinLetters);
  });
});
