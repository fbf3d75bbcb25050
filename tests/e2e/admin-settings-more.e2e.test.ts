// The rest of the admin's Settings tab against the built app and a real server, in both
// languages, each change reaching customers live: the WhatsApp support number (an open
// dashboard's link changes without a reload), the working hours (the booking form offers them),
// the chat's auto-reply off and on, and offers published and withdrawn on /offers, for a
// visitor and a signed-in customer, in their language, an ended offer hidden; and ZATCA
// reporting said to be off on a server not given its settings, its documents signed with the
// server's test certificate. The server is
// shared by the whole browser suite: each test puts back what it changed.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminByApi, signInAdminByApi } from './admin-by-api.ts';
import { adminRequestsText } from './admin-requests-text.ts';
import { settingsMoreText } from './admin-settings-more-text.ts';
import { offered, riyadhDate } from './booking-steps.ts';
import {
  expectNoViolations,
  launchChromium,
  registeredByApi,
  saveScreenshot,
  toastSaying,
  visitorsOf,
  type Visitor,
} from './browser.ts';
import { chatText } from './chat-text.ts';
import { languages, screenText } from './screen-text.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  // Whatever a failed test left, the suites after this one find the settings of the defaults.
  const admin = await adminByApi(browser);
  await admin.propose('settings', 'settings.autoReplySwitched', { enabled: true });
  await admin.propose('settings', 'settings.workingHoursChanged', { opens: '08:00', closes: '22:00' });
  await admin.context.close();
  await browser.close();
});

describe.each(languages)('the admin Settings tab reaching customers, in %s', (language) => {
  const text = { ...screenText[language], ...chatText[language], ...adminRequestsText[language], ...settingsMoreText[language] };
  const { visitor, signedInAdmin } = visitorsOf(() => browser, language);

  /** A customer in their own browser, signed up by the API, on `path`. */
  async function customerOn(path: string, fullName: string): Promise<Visitor> {
    const customer = await visitor();
    await registeredByApi(customer, fullName);
    await customer.open(path);
    return customer;
  }

  /** An admin in their own browser, signed in by the API, on the Settings tab. */
  async function settingsTab(): Promise<Visitor> {
    const admin = await visitor();
    await signInAdminByApi(admin.context);
    await admin.open('/admin/dashboard?tab=settings');
    await admin.page.getByRole('tab', { name: text.settingsTab, selected: true }).waitFor();
    return admin;
  }

  it('given a customer on their dashboard, when the admin saves a new support number as typed, then their WhatsApp link opens it without a reload', async () => {
    const customer = await customerOn('/dashboard', language === 'ar' ? 'نورة الدوسري' : 'Noura Aldosari');
    const admin = await settingsTab();
    const field = admin.page.getByLabel(text.supportNumber);

    await field.fill('12345');
    await admin.page.getByRole('button', { name: text.saveSupportNumber }).click();
    await admin.page.getByText(text.notANumber).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    const [typed, stored] = language === 'ar' ? ['٠٥٥ ٠٠٠ ٢٢٢٢', '+966550002222'] : ['055 000 1111', '+966550001111'];
    await field.fill(typed);
    await admin.page.getByRole('button', { name: text.saveSupportNumber }).click();
    await toastSaying(admin.page, text.supportNumberSaved);
    await expect.poll(() => field.inputValue(), { timeout: 5_000 }).toBe(stored);
    const whatsApp = customer.page.getByRole('link', { name: text.whatsAppSupport });
    await whatsApp.and(customer.page.locator(`[href="https://wa.me/${stored.slice(1)}"]`)).waitFor();
  });

  it('given a customer on their dashboard, when the admin changes the working hours, then the booking form they open next offers those hours', async () => {
    const customer = await customerOn('/dashboard', language === 'ar' ? 'سلطان العنزي' : 'Sultan Alanazi');
    const admin = await settingsTab();
    const { page } = admin;
    const saveHours = async (opens: string, closes: string) => {
      await page.getByLabel(text.opensAt).selectOption(opens);
      await page.getByLabel(text.closesAt).selectOption(closes);
      await page.getByRole('button', { name: text.saveHours }).click();
    };

    await saveHours('21:00', '09:00');
    await page.getByText(text.closesBeforeOpens).waitFor();
    await saveHours('09:00', '21:00');
    await toastSaying(page, text.hoursSaved);

    // The change reaches the customer's app through its live feed; a form opened before it
    // arrives keeps the hours it opened with (a booking against old hours is refused on arrival).
    await expect
      .poll(async () => {
        await customer.page.locator('#main').getByRole('link', { name: text.services.plumbing, exact: true }).click();
        await customer.page.getByLabel(text.preferredTime).waitFor();
        const shown = await customer.page.getByText(text.workingHours('09:00', '21:00')).isVisible();
        if (!shown) await customer.page.goBack();
        return shown;
      }, { timeout: 30_000 })
      .toBe(true);
    const times = (await offered(customer.page, text.preferredTime)).map((choice) => choice.value);
    expect([times[1], times.at(-1)]).toEqual(['09:00', '21:00']);

    await saveHours('08:00', '22:00');
    await toastSaying(page, text.hoursSaved);
  });

  it('given the auto-reply switched off, a customer’s message gets no reply; switched back on, the next one does', async () => {
    const customer = await customerOn('/chat', language === 'ar' ? 'ماجد القحطاني' : 'Majed Alqahtani');
    const messages = customer.page.getByTestId('chat-message');
    await messages.first().waitFor();
    const send = async (words: string) => {
      await customer.page.getByRole('textbox', { name: text.typeYourMessage }).fill(words);
      await customer.page.getByRole('button', { name: text.send, exact: true }).click();
      await messages.filter({ hasText: words }).waitFor();
    };
    const admin = await settingsTab();
    const autoReply = admin.page.getByRole('switch', { name: text.autoReplySwitch });
    expect(await autoReply.isChecked()).toBe(true);

    await autoReply.click();
    await toastSaying(admin.page, text.autoReplyOff);
    expect(await autoReply.isChecked()).toBe(false);
    await send(language === 'ar' ? 'هل يمكن تغيير الموعد؟' : 'Can I move the visit?');
    await customer.page.waitForTimeout(3_000);
    expect(await messages.filter({ hasText: text.autoReply }).count()).toBe(0);

    await autoReply.click();
    await toastSaying(admin.page, text.autoReplyOn);
    expect(await autoReply.isChecked()).toBe(true);
    await send(language === 'ar' ? 'شكرًا' : 'Thank you');
    await messages.filter({ hasText: text.autoReply }).waitFor({ timeout: 5_000 });
    expect(await messages.filter({ hasText: text.autoReply }).count()).toBe(1);
  });

  it('publishes an offer a visitor and a customer read in their language, hides an ended one (marked Ended for the admin), and withdraws it live', async () => {
    const offer = {
      titleEn: 'Spring AC check-up',
      titleAr: 'فحص المكيفات في الربيع',
      textEn: 'Cleaning and a gas check for every unit.',
      textAr: 'تنظيف وفحص الغاز لكل وحدة.',
    };
    const ended = { ...offer, titleEn: 'Winter plumbing check', titleAr: 'فحص السباكة في الشتاء' };
    const [title, words, endedTitle] = language === 'ar' ? [offer.titleAr, offer.textAr, ended.titleAr] : [offer.titleEn, offer.textEn, ended.titleEn];

    const stranger = await visitor();
    await stranger.page.getByRole('link', { name: text.seeOurOffers }).click();
    await stranger.page.waitForURL('**/offers');
    await stranger.page.getByText(text.noOffers).waitFor();

    const customer = await customerOn('/dashboard', language === 'ar' ? 'ريم الحربي' : 'Reem Alharbi');
    await customer.page.locator('#main').getByRole('link', { name: new RegExp(`^${text.offers}`) }).click();
    await customer.page.waitForURL('**/offers');
    await customer.page.getByText(text.noOffers).waitFor();

    const admin = await settingsTab();
    const { page } = admin;
    await page.getByRole('button', { name: text.publish, exact: true }).click();
    await page.getByText(text.required).first().waitFor();
    expect(await page.getByLabel(text.titleEn).getAttribute('aria-invalid')).toBe('true');

    const publish = async (typed: typeof offer, discount: string, lastDay: string) => {
      await page.getByLabel(text.titleEn).fill(typed.titleEn);
      await page.getByLabel(text.titleAr).fill(typed.titleAr);
      await page.getByLabel(text.textEn).fill(typed.textEn);
      await page.getByLabel(text.textAr).fill(typed.textAr);
      await page.getByLabel(text.discount).fill(discount);
      await page.getByLabel(text.lastDay).fill(lastDay);
      await page.getByRole('button', { name: text.publish, exact: true }).click();
      await toastSaying(page, text.offerPublished);
      await page.getByTestId('published-offer').filter({ hasText: typed.titleEn }).waitFor();
    };
    await publish(ended, '', riyadhDate(-1));
    await publish(offer, '25', riyadhDate(10));
    expect(await page.getByLabel(text.titleEn).inputValue()).toBe('');
    // The admin still sees the ended one, marked so, until it is withdrawn.
    const listed = page.getByTestId('published-offer');
    expect(await listed.filter({ hasText: ended.titleEn }).getByTestId('offer-ended').textContent()).toBe(text.ended);
    expect(await listed.filter({ hasText: offer.titleEn }).getByTestId('offer-ended').count()).toBe(0);

    // The ended offer was published first: once the running one shows, the other has arrived too.
    const shown = customer.page.getByTestId('offer');
    await shown.filter({ hasText: title }).waitFor();
    expect(await shown.count()).toBe(1);
    expect(await shown.textContent()).toContain(words);
    expect(await shown.textContent()).toContain(text.percentOff(25));
    expect(await customer.page.getByText(endedTitle).count()).toBe(0);
    await expectNoViolations(customer, `/offers in ${language}`);
    await saveScreenshot(customer.page, `offers-${language}`);

    await stranger.open('/offers');
    await stranger.page.getByTestId('offer').filter({ hasText: title }).waitFor();
    expect(await stranger.page.getByTestId('offer').count()).toBe(1);
    await expectNoViolations(stranger, `/offers for a visitor in ${language}`);

    // Opened afresh for the picture: no toast, and the top bar at the top of the page.
    await admin.open('/admin/dashboard?tab=settings');
    await page.getByTestId('published-offer').nth(1).waitFor();
    await page.getByTestId('zatca-reporting').waitFor();
    await expectNoViolations(admin, `the Settings tab in ${language}`);
    await saveScreenshot(page, `admin-settings-${language}`, { fullPage: true });

    for (const titleEn of [offer.titleEn, ended.titleEn]) {
      await page.getByTestId('published-offer').filter({ hasText: titleEn }).getByRole('button', { name: text.withdraw }).click();
      await toastSaying(page, text.offerWithdrawn);
      await page.getByTestId('published-offer').filter({ hasText: titleEn }).waitFor({ state: 'detached' });
    }
    await customer.page.getByText(text.noOffers).waitFor();
  });

  it('given a server with no ZATCA reporting settings, when the admin opens the Settings tab, then it says reporting is off, not configured, and documents are signed with a test certificate', async () => {
    const admin = await settingsTab();

    const section = admin.page.getByRole('region', { name: text.zatcaReporting });

    await section.getByText(text.zatcaReportingOff).waitFor();
    expect(await section.getByText(text.zatcaReportingOn).count()).toBe(0);
    expect(await section.getByTestId('zatca-stamp').textContent()).toContain(text.signedWithTestCertificate);
  });
});
