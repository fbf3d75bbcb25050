// Every built page, in both languages, at a phone's width: no axe violation of WCAG 2.0 A/AA,
// 2.1 AA or 2.2 AA. The same pass saves the README's screenshots.
import { AxeBuilder } from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, launchChromium, newCustomer, newVisitor, type Visitor } from '../e2e/browser.ts';
import { nextRiyadhWeekday } from '../e2e/booking-steps.ts';
import { languages, screenText } from '../e2e/screen-text.ts';

const screenshots = 'docs/screenshots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(screenshots, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

async function expectNoViolations(visitor: Visitor, name: string) {
  const results = await new AxeBuilder({ page: visitor.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${name}`).toEqual([]);
  await visitor.page.screenshot({ path: `${screenshots}/${name}.png` });
}

describe.each(languages)('accessibility, in %s', (language) => {
  const text = screenText[language];

  it('has no violation on /, /admin/login, /dashboard, /book/plumbing, /my-requests and /settings', async () => {
    const visitor = await newVisitor(browser);
    await chooseLanguage(visitor, language);
    await visitor.page.getByRole('button', { name: text.getStarted }).waitFor();
    await expectNoViolations(visitor, `welcome-${language}`);

    await visitor.open('/admin/login');
    await visitor.page.getByRole('heading', { name: text.adminLogin }).waitFor();
    await expectNoViolations(visitor, `admin-login-${language}`);

    const customer = newCustomer(language === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi');
    const registered = await visitor.page.request.post('/api/auth/register', {
      data: { fullName: customer.fullName, mobile: customer.mobile, email: customer.email, password: customer.password },
      headers: { origin: new URL(visitor.page.url()).origin },
    });
    expect(registered.status()).toBe(201);
    await visitor.open('/dashboard');
    await visitor.page.getByRole('heading', { name: text.welcome(customer.fullName) }).waitFor();
    await expectNoViolations(visitor, `dashboard-${language}`);

    await visitor.open('/book/plumbing');
    await visitor.page.getByRole('button', { name: text.submitRequest }).waitFor();
    await expectNoViolations(visitor, `book-${language}`);

    await visitor.page.getByLabel(text.note).fill('The kitchen sink leaks');
    await visitor.page.getByLabel(text.address).fill('Al Olaya Street, Riyadh');
    await visitor.page.getByLabel(text.preferredDate).fill(nextRiyadhWeekday(0));
    await visitor.page.getByLabel(text.preferredTime).fill('10:30');
    await visitor.page.getByRole('button', { name: text.submitRequest }).click();
    await visitor.page.locator('#main').getByRole('link', { name: text.myRequests }).click();
    await visitor.page.getByTestId('request-card').waitFor();
    await visitor.page.getByTestId('request-waiting').waitFor({ state: 'detached' });
    await visitor.page.getByTestId('toast').getByRole('button').last().click();
    await expectNoViolations(visitor, `my-requests-${language}`);

    await visitor.open('/settings');
    await visitor.page.getByRole('heading', { name: text.accountSettings }).waitFor();
    await expectNoViolations(visitor, `settings-${language}`);

    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
