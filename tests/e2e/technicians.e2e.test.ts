// The company's technicians and visit rules in the admin's Settings tab, and a technician
// dedicated to a VIP Plus customer (issue 26), in English and in Arabic, against the built app
// and a real server: the admin adds a technician, edits their services, takes them off visits
// and back; saves the visit rules, kept after a reload; dedicates a technician to a customer
// whose VIP Plus plan was granted through the API, who reads their name in the VIP area. The
// server is shared by the whole browser suite: the visit rules are put back afterwards.
import type { Browser } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminByApi, type AdminApi } from './admin-by-api.ts';
import { adminRequestsText } from './admin-requests-text.ts';
import { customerIdOf, expectNoViolations, launchChromium, registeredByApi, toastSaying, visitorsOf, type Visitor } from './browser.ts';
import { languages, screenText, type Language } from './screen-text.ts';
import { techniciansText } from './technicians-text.ts';

let browser: Browser;
let admin: AdminApi;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await adminByApi(browser);
});
afterAll(async () => {
  await admin.propose('settings', 'settings.visitRulesChanged', { arrivalWindowMinutes: 120, freeCancellationHours: 24, lateCancellationFeePercent: 25 });
  await admin.context.close();
  await browser.close();
});

/** A 1×1 PNG: the technician's photo. */
const photo = { name: 'fahad.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') };

// Each run's technicians by names of their own: the server keeps those of earlier runs.
const run = Date.now().toString(36).slice(-5);

describe.each(languages)('technicians and visit rules, in %s', (language: Language) => {
  const text = { ...screenText[language], ...adminRequestsText[language], ...techniciansText[language] };
  const { signedInAdmin, visitor } = visitorsOf(() => browser, language);

  async function adminOn(tab: 'settings' | 'subscriptions', tabName: string): Promise<Visitor> {
    const signedIn = await signedInAdmin();
    await signedIn.open(`/admin/dashboard?tab=${tab}`);
    await signedIn.page.getByRole('tab', { name: tabName, selected: true }).waitFor();
    return signedIn;
  }

  it('adds a technician with a photo, lists them, edits their services, takes them off visits and back', async () => {
    const names = { en: `Fahad Al-Shehri ${language} ${run}`, ar: `فهد الشهري ${language} ${run}` };
    const shown = names[language];
    const settings = await adminOn('settings', text.settingsTab);
    const { page } = settings;
    const addForm = page.getByRole('form', { name: text.addTechnician });
    await addForm.getByLabel(text.nameEn).fill(names.en);
    await addForm.getByLabel(text.nameAr).fill(names.ar);
    await addForm.getByLabel(text.mobile).fill('12345');
    await addForm.getByRole('button', { name: text.addTechnician }).click();
    await addForm.getByText(text.invalidMobile).waitFor();
    await addForm.getByText(text.chooseAService).waitFor();

    await addForm.getByLabel(text.mobile).fill(language === 'ar' ? '٠٥٥ ١٢٣ ٤٥٦٧' : '055 123 4567');
    await addForm.getByRole('checkbox', { name: text.services.plumbing }).check();
    await addForm.getByLabel(text.photo).setInputFiles(photo);
    await addForm.locator('img').waitFor();
    await addForm.getByRole('button', { name: text.addTechnician }).click();
    await toastSaying(page, text.technicianAdded);
    const row = page.getByTestId('technician').filter({ hasText: shown });
    await row.getByText('+966551234567').waitFor();
    await row.getByText(text.services.plumbing).waitFor();
    await row.locator('img').waitFor();
    expect(await row.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    expect(await addForm.getByLabel(text.nameEn).inputValue()).toBe('');

    await row.getByRole('button', { name: text.edit, exact: true }).click();
    await row.getByRole('checkbox', { name: text.services.electrical }).check();
    await row.getByRole('button', { name: text.saveTechnician }).click();
    await toastSaying(page, text.technicianSaved);
    await row.getByText(text.services.electrical).waitFor();
    await expectNoViolations(settings, `the Settings tab's technicians in ${language}`);

    await row.getByRole('button', { name: text.takeOff }).click();
    await toastSaying(page, text.takenOff);
    await row.getByText(text.offVisits, { exact: true }).waitFor();
    await row.getByRole('button', { name: text.backOn }).click();
    await toastSaying(page, text.isBack);
    await row.getByRole('button', { name: text.takeOff }).waitFor();
    expect(await row.getByText(text.offVisits, { exact: true }).count()).toBe(0);
  });

  it('saves the visit rules, refuses a fee that is no percent, and keeps them after a reload', async () => {
    const settings = await adminOn('settings', text.settingsTab);
    const { page } = settings;
    await page.getByLabel(text.arrivalWindow).selectOption('90');
    await page.getByLabel(text.freeCancellation).fill('12');
    await page.getByLabel(text.lateFee).fill('150');
    await page.getByRole('button', { name: text.saveVisitRules }).click();
    await page.getByText(text.invalidPercent).waitFor();
    await page.getByLabel(text.lateFee).fill('30');
    await page.getByRole('button', { name: text.saveVisitRules }).click();
    await toastSaying(page, text.visitRulesSaved);

    await page.reload();
    await page.getByRole('tab', { name: text.settingsTab, selected: true }).waitFor();
    await expect.poll(() => page.getByLabel(text.arrivalWindow).inputValue(), { timeout: 10_000 }).toBe('90');
    expect(await page.getByLabel(text.freeCancellation).inputValue()).toBe('12');
    expect(await page.getByLabel(text.lateFee).inputValue()).toBe('30');
  });

  it('dedicates a technician to a VIP Plus customer, who reads their name in the VIP area', async () => {
    const names = { en: `Khalid Al-Otaibi ${language} ${run}`, ar: `خالد العتيبي ${language} ${run}` };
    await admin.propose(`technician-${uuidv7()}`, 'technician.added', { name: names, mobile: '+966557654321', services: ['ac'], photoId: null });
    const customer = await visitor();
    const customerName = language === 'ar' ? `منيرة السبيعي ${run}` : `Munira Alsubaie ${run}`;
    await registeredByApi(customer, customerName);
    const userId = await customerIdOf(customer.page);
    await admin.propose(`subscription-${userId}`, 'subscription.granted', { plan: 'vip-plus', days: 30, maxVisits: 8, note: '', via: 'admin' });

    const subscriptions = await adminOn('subscriptions', text.subscriptionsTab);
    const plan = subscriptions.page.getByTestId('active-plan').filter({ hasText: userId });
    await plan.getByLabel(text.dedicatedTechnician).selectOption({ label: names[language] });
    await toastSaying(subscriptions.page, text.dedicatedSaved);
    await expectNoViolations(subscriptions, `the Subscriptions tab with a dedicated technician in ${language}`);

    await customer.open('/vip-poker');
    await customer.page.getByTestId('vip-dedicated-technician').filter({ hasText: text.yourDedicated(names[language]) }).waitFor();
  });
});
