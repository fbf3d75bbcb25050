// Leaving the booking form while its photo is still uploading would lose the photo: the
// browser asks first. Once the photo is attached, the page closes without a question.
import { describe, expect, it } from 'vitest';
import { choosePhoto, registeredCustomer, tinyPng } from './booking-steps.ts';
import { chromiumForThisFile, visitorsOf } from './browser.ts';
import { languages, screenText } from './screen-text.ts';

const browser = chromiumForThisFile();

describe.each(languages)('leaving the booking form while a photo uploads, in %s', (language) => {
  const text = screenText[language];
  const { visitor } = visitorsOf(browser);

  it('asks before the page is left while the photo is on its way, and not once it is attached', async () => {
    const customer = await visitor();
    const { page, context } = customer;
    await registeredCustomer(customer, language, language === 'ar' ? 'أروى الدوسري' : 'Arwa Aldosari');
    await customer.open('/book/plumbing');
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await context.route('**/api/uploads', async (route) => {
      await held;
      await route.continue();
    });
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.type());
      void dialog.dismiss();
    });

    await choosePhoto(page, language, { name: 'leak.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByText(text.uploadingPhoto).waitFor();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => questions).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);

    letThrough();
    await page.getByText(text.photoAttached).waitFor();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(questions).toEqual(['beforeunload']);
  });
});
