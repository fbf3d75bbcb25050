// Every built page, in both languages, at a phone's width: no axe violation of WCAG 2.0 A/AA,
// 2.1 AA or 2.2 AA. The same pass saves the README's screenshots.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, expectNoViolations, launchChromium, newVisitor, registeredByApi, saveScreenshot, type Visitor } from '../e2e/browser.ts';
import { fillBooking, nextRiyadhWeekday } from '../e2e/booking-steps.ts';
import { languages, screenText } from '../e2e/screen-text.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function expectAccessibleAndSave(visitor: Visitor, name: string) {
  await expectNoViolations(visitor, name);
  await saveScreenshot(visitor.page, name);
}

describe.each(languages)('accessibility, in %s', (language) => {
  const text = screenText[language];

  it('has no violation on /, /admin/login, /dashboard, /book/plumbing, /my-requests, a request, /invoices and /settings', async () => {
    const visitor = await newVisitor(browser);
    await chooseLanguage(visitor, language);
    await visitor.page.getByRole('button', { name: text.getStarted }).waitFor();
    await expectAccessibleAndSave(visitor, `welcome-${language}`);

    await visitor.open('/admin/login');
    await visitor.page.getByRole('heading', { name: text.adminLogin }).waitFor();
    await expectAccessibleAndSave(visitor, `admin-login-${language}`);

    const customer = await registeredByApi(visitor, language === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi');
    await visitor.open('/dashboard');
    await visitor.page.getByRole('heading', { name: text.welcome(customer.fullName) }).waitFor();
    await expectAccessibleAndSave(visitor, `dashboard-${language}`);

    await visitor.open('/book/plumbing');
    await visitor.page.getByRole('button', { name: text.submitRequest }).waitFor();
    await expectAccessibleAndSave(visitor, `book-${language}`);

    await fillBooking(visitor.page, language, {
      note: 'The kitchen sink leaks',
      address: 'Al Olaya Street, Riyadh',
      date: nextRiyadhWeekday(0),
      time: '10:30',
    });
    await visitor.page.getByRole('button', { name: text.submitRequest }).click();
    await visitor.page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    await visitor.page.getByTestId('request-card').waitFor();
    await visitor.page.getByTestId('request-waiting').waitFor({ state: 'detached' });
    await visitor.page.getByTestId('toast').getByRole('button').last().click();
    await expectAccessibleAndSave(visitor, `my-requests-${language}`);

    // Their screenshots are the request page suite's, taken once the request is paid.
    await visitor.page.getByTestId('request-card').getByRole('link', { name: text.services.plumbing }).click();
    await visitor.page.getByRole('heading', { level: 1, name: text.services.plumbing }).waitFor();
    await expectNoViolations(visitor, `request-page-${language}`);
    await visitor.open('/invoices');
    await visitor.page.locator('#main h1').waitFor();
    await expectNoViolations(visitor, `invoices-${language}`);

    await visitor.open('/settings');
    await visitor.page.getByRole('heading', { name: text.accountSettings }).waitFor();
    await expectAccessibleAndSave(visitor, `settings-${language}`);

    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
