// VIP plans end to end (issue 9), in English and in Arabic: the customer asks for a plan in the
// app and the admin grants it from the Subscriptions tab, the customer's dashboard follows live
// (badge, crown, VIP Area); /vip-poker with its visits, countdown and 2-service VIP booking,
// the 2-hour gap and the visit limit; the refusals without a plan; the plan page signed out,
// which returns there after signing in. Data the UI does not test comes through the API.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminByApi, type AdminApi } from './admin-by-api.ts';
import { adminRequestsText } from './admin-requests-text.ts';
import { fillBooking, riyadhWorkingDate } from './booking-steps.ts';
import {
  customerIdOf,
  expectNoViolations,
  launchChromium,
  registeredByApi,
  saveScreenshot,
  toastSaying,
  visitorsOf,
  type Visitor,
} from './browser.ts';
import { cardSteps, testCards } from './checkout-steps.ts';
import { languages, screenText, type Language } from './screen-text.ts';
import { vipText } from './vip-text.ts';
import { baseUrl } from './file-server.ts';

const supportNumber = '+966500001234';

let browser: Browser;
let admin: AdminApi;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await adminByApi(browser);
  await admin.setSupportNumber(supportNumber);
});
afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

/** The admin grants a VIP plan through the API, as the Subscriptions tab would. */
async function grantByApi(userId: string, maxVisits: number): Promise<void> {
  await admin.propose(`subscription-${userId}`, 'subscription.granted', { plan: 'vip', days: 30, maxVisits, note: '', via: 'admin' });
}

describe.each(languages)('VIP plans, in %s', (language: Language) => {
  const text = screenText[language];
  const vip = vipText[language];
  const adminText = adminRequestsText[language];
  const { cardForm, fillCard, summaryOf } = cardSteps(language);
  const { visitor, signedInAdmin } = visitorsOf(() => browser, language, 'storage');

  /** The admin, signed in by the API in their own browser, on the Subscriptions tab in `language`. */
  async function adminOnSubscriptionsTab(): Promise<Visitor> {
    const adminVisitor = await signedInAdmin();
    await adminVisitor.open('/admin/dashboard?tab=subscriptions');
    return adminVisitor;
  }

  /** A new customer in `language`, signed in by the API, with a VIP plan of `maxVisits` the admin granted. */
  async function vipCustomer(fullName: string, maxVisits: number): Promise<Visitor> {
    const customer = await visitor();
    await registeredByApi(customer, fullName);
    await grantByApi(await customerIdOf(customer.page), maxVisits);
    return customer;
  }

  it('asks for a plan, which the admin grants from the Subscriptions tab; the dashboard follows without a reload', async () => {
    const customer = await visitor();
    const { page } = customer;
    const person = await registeredByApi(customer, language === 'ar' ? 'سلطان الدوسري' : 'Sultan Aldosari');
    await customer.open('/dashboard');
    const id = await customerIdOf(page);
    const main = page.locator('#main');
    await page.getByRole('heading', { name: text.welcome(person.fullName) }).waitFor();
    expect(await page.getByTestId('vip-badge').count()).toBe(0);
    expect(await page.getByTestId('vip-crown').count()).toBe(0);
    await page.getByRole('button', { name: text.accountMenu(person.fullName), exact: true }).waitFor();

    // The plan page: terms, the customer's id to quote, and the request.
    await customer.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await customer.open('/subscription/vip');
    await page.getByRole('heading', { name: vip.planTitle(vip.planName.vip), level: 1 }).waitFor();
    await main.getByText(vip.visitsPerMonth(4)).waitFor();
    expect(await main.textContent()).toContain(vip.uniqueId(id));
    await expectNoViolations(customer, '/subscription/vip');
    await main.getByRole('button', { name: vip.copyId }).click();
    await toastSaying(page, vip.idCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
    await main.getByRole('button', { name: vip.subscribe, exact: true }).click();
    await toastSaying(page, vip.requestSent);
    const whatsapp = main.getByRole('link', { name: vip.sendRequestOnWhatsApp });
    expect(await whatsapp.getAttribute('href')).toContain(`https://wa.me/${supportNumber.slice(1)}`);

    // Back to the dashboard through the plans page, in the app (no reload from here on).
    await main.getByRole('link', { name: vip.allPlans }).click();
    await page.waitForURL('**/subscriptions');
    await page.getByRole('heading', { name: vip.plansTitle, level: 1 }).waitFor();
    const plans = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await plans.getByRole('heading', { level: 2 }).allTextContents()).toEqual([vip.planName.vip, vip.planName['vip-plus']]);
    const [vipCard, plusCard] = [plans.nth(0), plans.nth(1)];
    expect(await vipCard.textContent()).toContain(vip.perMonth);
    expect(await vipCard.textContent()).not.toContain(vip.recommended);
    expect(await plusCard.textContent()).toContain(vip.recommended);
    expect(await plusCard.textContent()).toContain(vip.visitsPerMonth(12));
    expect(await vipCard.getByRole('listitem').allTextContents()).toEqual(vip.features);
    await vipCard.getByRole('link', { name: vip.choose(vip.planName.vip) }).waitFor();
    await plusCard.getByRole('link', { name: vip.choose(vip.planName['vip-plus']) }).waitFor();
    await expectNoViolations(customer, '/subscriptions');
    await main.getByRole('link', { name: text.backToDashboard }).click();
    await page.waitForURL('**/dashboard');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // The admin, in their own browser, grants the plan asked for with one click.
    const adminVisitor = await adminOnSubscriptionsTab();
    const adminPage = adminVisitor.page;
    await adminPage.getByRole('tab', { name: adminText.subscriptionsTab, selected: true }).waitFor();
    await adminPage.getByRole('heading', { name: vip.subscriptionRequests }).waitFor();
    const request = adminPage.getByTestId('subscription-request').filter({ hasText: id });
    await request.waitFor();
    expect(await request.textContent()).toContain(person.fullName);
    await expectNoViolations(adminVisitor, 'the admin’s Subscriptions tab');
    await request.getByRole('button', { name: vip.grant(vip.planName.vip), exact: true }).click();
    await toastSaying(adminPage, vip.subscriptionGranted);
    await request.waitFor({ state: 'detached' });
    const plan = adminPage.getByTestId('active-plan').filter({ hasText: id });
    await plan.waitFor();
    expect(await plan.textContent()).toContain('0 / 4');
    await plan.getByRole('button', { name: vip.extendDays(30) }).waitFor();
    await plan.getByRole('button', { name: vip.revoke }).waitFor();
    await expectNoViolations(adminVisitor, 'the admin’s Subscriptions tab with an active plan');
    await saveScreenshot(adminPage, `admin-subscriptions-${language}`);

    // The customer's dashboard, never reloaded, shows the plan: badge, crown, VIP Area link.
    const badge = page.getByTestId('vip-badge');
    await badge.waitFor();
    await expect.poll(() => badge.textContent()).toBe(vip.badge(vip.planName.vip, 30));
    await page.getByRole('banner').getByTestId('vip-crown').waitFor();
    await page.getByRole('button', { name: vip.accountMenuVip(person.fullName), exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await main.getByRole('link', { name: vip.vipArea }).click();
    await page.waitForURL('**/vip-poker');
    await page.getByRole('heading', { name: vip.vipServices, level: 1 }).waitFor();
    expect(await page.getByTestId('vip-visits').textContent()).toBe('0 / 4');
  });

  it('subscribes and pays by card at once: declined once, then paid, the plan starts and the VIP area opens with its tax invoice; the admin sees it paid by card', async () => {
    const customer = await visitor();
    const { page } = customer;
    await registeredByApi(customer, language === 'ar' ? 'ريم القحطاني' : 'Reem Alqahtani');
    const id = await customerIdOf(page);
    const main = page.locator('#main');
    await customer.open('/subscription/vip-plus');
    expect(await main.getByRole('link', { name: vip.payByCardNow }).count()).toBe(0);
    await main.getByRole('button', { name: vip.subscribe, exact: true }).click();
    await toastSaying(page, vip.requestSent);
    await main.getByRole('link', { name: vip.payByCardNow }).click();

    await page.waitForURL('**/checkout/plan/vip-plus');
    await page.getByRole('heading', { name: text.checkout, level: 1 }).waitFor();
    const form = cardForm(page);
    await form.waitFor();
    const summary = await summaryOf(page);
    expect(summary[text.amount]).toContain('\u20C1399.00');
    expect(summary[text.amount]).toContain(text.vatIncluded);
    expect(summary[vip.plan]).toBe(vip.planTitle(vip.planName['vip-plus']));
    await expectNoViolations(customer, `/checkout/plan/vip-plus in ${language}`);

    await fillCard(form, testCards.declined);
    await form.getByRole('button', { name: text.payNow }).click();
    await form.getByRole('alert').filter({ hasText: text.cardDeclined }).waitFor();
    await form.getByLabel(text.cardNumber).fill(testCards.paid);
    await form.getByRole('button', { name: text.payNow }).click();
    await toastSaying(page, vip.planActive);
    await page.waitForURL('**/vip-poker');
    await page.getByRole('heading', { name: vip.vipServices, level: 1 }).waitFor();
    expect(await page.getByTestId('vip-visits').textContent()).toBe('0 / 12');
    // The dashboard's badge names the plan bought, opened afresh, from its first drawing: with the
    // signed-in catalog alone (the visitor pages' one, which has the plans' names too, comes only
    // with a visitor's page).
    await customer.open('/dashboard');
    const badge = page.getByTestId('vip-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe(vip.badge(vip.planName['vip-plus'], 30));
    await customer.open('/vip-poker');

    // Its tax invoice, from the VIP area: the plan's price with VAT, the plan and its terms.
    await main.getByRole('link', { name: vip.invoiceForThisPlan }).click();
    await page.waitForURL(/\/receipt\/plan\/INV-\d{6}$/);
    const invoice = page.getByTestId('tax-invoice');
    await invoice.waitFor();
    const number = (await invoice.getByTestId('invoice-number').textContent())!;
    expect(page.url()).toMatch(new RegExp(`/receipt/plan/${number}$`));
    expect(await invoice.getByTestId('invoice-total').textContent()).toBe('\u20C1399.00');
    expect(await invoice.getByTestId('invoice-plan').textContent()).toBe(vip.planTitle(vip.planName['vip-plus']));
    await expectNoViolations(customer, `a plan's invoice in ${language}`);
    // And from the plans page, where every plan bought by card is listed.
    await main.getByRole('link', { name: vip.seeThePlans }).click();
    await page.waitForURL('**/subscriptions');
    await main.getByRole('region', { name: vip.yourPlanInvoices }).getByRole('link', { name: new RegExp(number) }).click();
    await page.waitForURL(`**/receipt/plan/${number}`);
    await invoice.waitFor();

    // Another customer finds nothing at that address.
    const other = await visitor();
    await registeredByApi(other, language === 'ar' ? 'فهد المطيري' : 'Fahad Almutairi');
    await other.open(`/receipt/plan/${number}`);
    await other.page.getByRole('heading', { name: text.notFound, level: 1 }).waitFor();
    expect(await other.page.getByTestId('tax-invoice').count()).toBe(0);

    // The admin's Subscriptions tab: the plan is active, paid by card, and nobody waits for it.
    const adminVisitor = await adminOnSubscriptionsTab();
    const plan = adminVisitor.page.getByTestId('active-plan').filter({ hasText: id });
    await plan.waitFor();
    expect(await plan.textContent()).toContain(vip.paidByCard);
    expect(await plan.textContent()).toContain(number);
    expect(await adminVisitor.page.getByTestId('subscription-request').filter({ hasText: id }).count()).toBe(0);
  });

  it('books a VIP visit of up to 2 services on /vip-poker, then refuses another within 2 hours', async () => {
    const customer = await vipCustomer(language === 'ar' ? 'ريم العنزي' : 'Reem Alanazi', 2);
    const { page } = customer;
    const main = page.locator('#main');
    await customer.open('/vip-poker');
    await page.getByRole('heading', { name: vip.vipServices, level: 1 }).waitFor();
    const visits = page.getByTestId('vip-visits');
    await expect.poll(() => visits.textContent()).toBe('0 / 2');
    expect(await main.textContent()).toContain(vip.visitsUsed);
    expect(await main.textContent()).toContain(vip.timeLeft);

    const countdown = page.getByRole('timer');
    expect(await countdown.getAttribute('data-testid')).toBe('vip-countdown');
    const before = await countdown.textContent();
    expect(before).toContain(language === 'ar' ? 'يومًا' : 'days');
    await expect.poll(() => countdown.textContent(), { timeout: 2_500, interval: 200 }).not.toBe(before);

    await main.getByRole('listitem').filter({ hasText: vip.gapRule }).waitFor();
    const services = main.getByRole('group', { name: vip.chooseUpTo2 });
    const boxes = services.getByRole('checkbox');
    expect(await boxes.count()).toBe(6);
    for (const service of ['ac', 'camera'] as const) expect(await services.getByLabel(text.services[service]).count()).toBe(0);
    await expectNoViolations(customer, '/vip-poker');

    await services.getByLabel(text.services.electrical).check();
    await services.getByLabel(text.services.plumbing).check();
    await services.getByLabel(text.services.painting).click();
    await services.getByRole('alert').filter({ hasText: vip.atMost2 }).waitFor();
    expect(await services.getByLabel(text.services.painting).isChecked()).toBe(false);
    expect(await services.getByLabel(text.services.plumbing).isChecked()).toBe(true);

    const booking = {
      note: language === 'ar' ? 'فحص الكهرباء والسباكة' : 'Check the wiring and the pipes',
      address: 'حي النرجس، شارع الثمامة',
      date: riyadhWorkingDate(1),
      time: '10:00',
    };
    await fillBooking(page, language, booking);
    await main.getByRole('button', { name: text.submitRequest }).click();
    await toastSaying(page, text.requestSubmitted);
    await expect.poll(() => visits.textContent()).toBe('1 / 2');

    // Right away again: the plan has a visit left, but not 2 hours since the last request.
    await customer.open('/vip-poker');
    await services.getByLabel(text.services.marble).check();
    await fillBooking(page, language, { ...booking, time: '16:00' });
    await main.getByRole('button', { name: text.submitRequest }).click();
    await main.getByRole('alert').filter({ hasText: vip.bookAgainLater }).waitFor();
    expect(await visits.textContent()).toBe('1 / 2');
  });

  it('shows the visit limit instead of the form once the plan’s visits are used', async () => {
    const customer = await vipCustomer(language === 'ar' ? 'خالد الشهري' : 'Khalid Alshehri', 1);
    const { page } = customer;
    const main = page.locator('#main');
    await customer.open('/vip-poker');
    await expect.poll(() => page.getByTestId('vip-visits').textContent()).toBe('0 / 1');
    await main.getByRole('group', { name: vip.chooseUpTo2 }).getByLabel(text.services.general).check();
    await fillBooking(page, language, {
      note: language === 'ar' ? 'صيانة عامة للمنزل' : 'General upkeep of the house',
      address: 'حي الياسمين، طريق أبي بكر الصديق',
      date: riyadhWorkingDate(2),
      time: '12:00',
    });
    await main.getByRole('button', { name: text.submitRequest }).click();
    // The booking that takes the last visit is confirmed like any other; the card comes after it.
    await toastSaying(page, text.requestSubmitted);
    expect(await page.getByRole('heading', { name: vip.visitLimitReached }).count()).toBe(0);
    await customer.open('/vip-poker');
    await page.getByRole('heading', { name: vip.visitLimitReached }).waitFor();
    expect(await page.getByTestId('vip-visits').textContent()).toBe('1 / 1');
    expect(await main.getByRole('button', { name: text.submitRequest }).count()).toBe(0);
  });

  it('keeps a customer without a plan out of the VIP area', async () => {
    const customer = await visitor();
    const { page } = customer;
    await registeredByApi(customer, language === 'ar' ? 'عبير الزهراني' : 'Abeer Alzahrani');
    await customer.open('/dashboard');
    await page.locator('#main').getByRole('button', { name: vip.vipArea }).click();
    await toastSaying(page, vip.subscribeFirst);
    await page.waitForURL('**/subscriptions');
    await page.getByRole('heading', { name: vip.plansTitle, level: 1 }).waitFor();

    await customer.open('/vip-poker');
    await page.waitForURL('**/dashboard');
    await toastSaying(page, vip.noAccess);
    expect(await page.getByTestId('vip-badge').count()).toBe(0);
  });

  it('asks a signed-out visitor to sign in to subscribe, then returns to the plan; an unknown plan goes to the plans', async () => {
    const registrar = await visitor();
    const person = await registeredByApi(registrar, language === 'ar' ? 'مها العتيبي' : 'Maha Alotaibi');

    const guest = await visitor();
    const { page } = guest;
    await guest.open('/subscription/vip-plus');
    await page.getByRole('heading', { name: vip.planTitle(vip.planName['vip-plus']), level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: vip.copyId }).count()).toBe(0);
    await page.locator('#main').getByRole('button', { name: vip.subscribe, exact: true }).click();
    await toastSaying(page, vip.authRequired);
    expect(await page.getByTestId('toast').textContent()).toContain(vip.signInToSubscribe);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/subscription/vip-plus');

    await page.getByLabel(text.identifier).fill(person.email);
    await page.getByLabel(text.password).fill(person.password);
    await page.locator('form').getByRole('button', { name: text.login, exact: true }).click();
    await page.waitForURL('**/subscription/vip-plus');
    await page.getByRole('heading', { name: vip.planTitle(vip.planName['vip-plus']), level: 1 }).waitFor();
    await page.getByRole('button', { name: vip.copyId }).waitFor();

    await guest.open('/subscription/unknown');
    await page.waitForURL('**/subscriptions');
    await page.getByRole('heading', { name: vip.plansTitle, level: 1 }).waitFor();
  });
});
