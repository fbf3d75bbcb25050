// The admin's Lookup tab against the built app and a real server, in both languages: a
// customer books (through the API), the admin offers; the admin, in their own browser, looks
// the request up by its order number and the customer by email, and reads their history.
import type { Locator, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { adminByApi, signInAdminByApi } from './admin-by-api.ts';
import { adminLookupText } from './admin-lookup-text.ts';
import { orderNumberIn, postBooking, riyadhWorkingDate } from './booking-steps.ts';
import {
  chooseLanguage,
  chromiumForThisFile,
  customerIdOf,
  expectNoViolations,
  registeredByApi,
  saveScreenshot,
  visitorsOf,
  type Visitor,
} from './browser.ts';
import { languages, type Language } from './screen-text.ts';

const browser = chromiumForThisFile();

describe.each(languages)('the admin Lookup tab, in %s', (language: Language) => {
  const text = adminLookupText[language];
  const { visitor, signedInAdmin } = visitorsOf(browser);

  /** A customer who booked a plumbing visit the admin then priced at SAR 150. */
  async function customerWithAnOffer(fullName: string) {
    const customer = await visitor();
    const person = await registeredByApi(customer, fullName);
    const requestId = uuidv7();
    const booked = await postBooking(customer.page, requestId, {
      services: ['plumbing'],
      note: 'The kitchen sink leaks',
      address: 'حي العليا، طريق الملك فهد 12',
      coordinates: null,
      phone: person.storedMobile,
      preferredDate: riyadhWorkingDate(3),
      preferredTime: '10:30',
      photoId: null,
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const orderNumber = await orderNumberIn(booked);
    const admin = await adminByApi(browser());
    await admin.makeOffer(requestId, 15_000, 'Parts included');
    await admin.context.close();
    const number = requestId.replace(/-/g, '').slice(-6).toUpperCase();
    return { person, userId: await customerIdOf(customer.page), requestId, number, orderNumber };
  }

  async function adminOnLookup(): Promise<Visitor> {
    const admin = await visitor();
    await chooseLanguage(admin, language);
    await signInAdminByApi(admin.context);
    await admin.open('/admin/dashboard?tab=lookup');
    await expect.poll(() => admin.page.getByRole('tab', { name: text.lookupTab }).getAttribute('aria-selected')).toBe('true');
    return admin;
  }

  async function lookUp(page: Page, query: string): Promise<void> {
    await page.getByLabel(text.searchBox).fill(query);
    await page.getByRole('button', { name: text.lookUp, exact: true }).click();
  }

  /** The audit trail's line for an event, by what happened. */
  const trailLine = (page: Page, card: Locator, what: string) =>
    card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: what, exact: true }) });

  it('finds a request by its order number, with its history in the page’s language, and keeps the query in the URL', async () => {
    const found = await customerWithAnOffer(language === 'ar' ? 'منيرة السبيعي' : 'Munira Alsubaie');
    const admin = await adminOnLookup();
    const { page } = admin;

    await lookUp(page, String(found.orderNumber));
    const card = page.getByRole('article', { name: text.request(found.number) });
    await card.waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('lookup');
    expect(await card.getByRole('table', { name: text.history }).count()).toBe(1);
    const submitted = trailLine(page, card, text.requestSubmitted);
    await expect.poll(() => submitted.getByRole('cell', { name: text.customer, exact: true }).count()).toBe(1);
    const offered = trailLine(page, card, text.offerSent);
    await expect.poll(() => offered.getByRole('cell', { name: text.admin, exact: true }).count()).toBe(1);
    expect(await card.textContent()).toContain(found.person.fullName);
    expect(await card.getByRole('link', { name: text.viewRequest(found.number) }).getAttribute('href')).toBe(
      `/admin/dashboard?tab=requests&request=${found.requestId}`,
    );
    expect(await card.getByRole('link', { name: text.viewCustomer(found.userId) }).getAttribute('href')).toBe(`/admin/users/${found.userId}`);
    await expectNoViolations(admin, `admin-lookup-${language}`);
    await saveScreenshot(page, `admin-lookup-${language}`, { fullPage: true });

    await page.reload();
    await card.waitFor();
    expect(await page.getByLabel(text.searchBox).inputValue()).toBe(String(found.orderNumber));
  });

  it('finds a customer by email whatever its letter case, with their request, and says when nothing matches', async () => {
    const found = await customerWithAnOffer(language === 'ar' ? 'فهد المطيري' : 'Fahad Almutairi');
    const admin = await adminOnLookup();
    const { page } = admin;

    await lookUp(page, found.person.email.toUpperCase());
    const card = page.getByRole('article', { name: found.person.fullName });
    await card.waitFor();
    const facts = await card.textContent();
    expect(facts).toContain(found.userId);
    expect(facts).toContain(found.person.email);
    expect(await card.getByRole('link', { name: text.viewRequest(found.number) }).count()).toBe(1);
    await expect.poll(() => trailLine(page, card, text.offerSent).getByRole('cell', { name: text.admin, exact: true }).count()).toBe(1);
    await expectNoViolations(admin, `admin-lookup-user-${language}`);

    const nobody = 'nobody-here@example.test';
    await lookUp(page, nobody);
    await page.getByText(text.nothingFound(nobody)).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
  });
});
