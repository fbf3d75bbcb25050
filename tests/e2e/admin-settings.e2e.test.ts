// The admin's Settings tab against the built app and a real server, in both languages: the
// company details every invoice names (name in both languages, VAT number), refused with a
// translated message when the VAT number is not one, saved as `settings.companyChanged`.

import { afterEach, describe, expect, it } from 'vitest';
import { signInAdminByApi } from './admin-by-api.ts';
import { adminRequestsText } from './admin-requests-text.ts';
import { chooseLanguage, chromiumForThisFile, expectNoViolations, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { languages } from './screen-text.ts';

const browser = chromiumForThisFile();

const words = {
  en: {
    nameEn: 'Company name (English)',
    nameAr: 'Company name (Arabic)',
    vatNumber: 'VAT number',
    save: 'Save company details',
    savePlans: 'Save the plans',
    vipVisits: 'VIP: visits per month',
    plansSaved: 'Plans saved',
    featuresMismatch: 'Give each feature in both languages: as many lines in Arabic as in English.',
    vipFeaturesAr: 'VIP: features in Arabic, one per line',
    notAVatNumber: 'A VAT number is 15 digits, starting and ending with 3.',
    saved: 'Company details saved',
  },
  ar: {
    nameEn: 'اسم الشركة (بالإنجليزية)',
    nameAr: 'اسم الشركة (بالعربية)',
    vatNumber: 'الرقم الضريبي',
    save: 'حفظ بيانات الشركة',
    savePlans: 'حفظ الباقات',
    vipVisits: 'VIP: الزيارات الشهرية',
    plansSaved: 'تم حفظ الباقات',
    featuresMismatch: 'اكتب كل ميزة باللغتين: عدد الأسطر بالعربية مثل عددها بالإنجليزية.',
    vipFeaturesAr: 'VIP: المزايا بالعربية، ميزة في كل سطر',
    notAVatNumber: 'الرقم الضريبي 15 رقمًا، يبدأ وينتهي بالرقم 3.',
    saved: 'تم حفظ بيانات الشركة',
  },
};

interface Logged {
  type: string;
  data: unknown;
}

const plansEvents = (admin: Visitor) => eventsOf(admin, 'settings.plansUpdated');
const companyEvents = (admin: Visitor) => eventsOf(admin, 'settings.companyChanged');

async function eventsOf(admin: Visitor, type: string): Promise<unknown[]> {
  const all: Logged[] = [];
  for (let after = 0; ; ) {
    const answer = await admin.page.request.get(`/api/events?after=${after}`, { headers: { 'x-acting-as': 'admin' } });
    const page = (await answer.json()) as { events: Logged[]; lastPosition: number };
    if (page.events.length === 0) return all.filter((event) => event.type === type).map((event) => event.data);
    all.push(...page.events);
    after = page.lastPosition;
  }
}

describe.each(languages)('the admin Settings tab, in %s', (language) => {
  const text = { ...adminRequestsText[language], ...words[language] };
  const visitors: Visitor[] = [];
  afterEach(async () => {
    for (const visitor of visitors.splice(0)) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });

  /** An admin in their own browser, signed in by the API, on the Settings tab. */
  async function settingsTab(): Promise<Visitor> {
    const admin = await newVisitor(browser());
    visitors.push(admin);
    await chooseLanguage(admin, language);
    await signInAdminByApi(admin.context);
    await admin.open('/admin/dashboard?tab=settings');
    return admin;
  }

  it('refuses a VAT number that is not one and saves the company details the invoices carry', async () => {
    const admin = await settingsTab();
    const { page } = admin;
    await page.getByRole('tab', { name: text.settingsTab, selected: true }).waitFor();
    const before = (await companyEvents(admin)).length;

    await page.getByLabel(text.vatNumber).fill('300000000000001');
    await page.getByRole('button', { name: text.save }).click();
    await page.getByText(text.notAVatNumber).waitFor();
    expect(await page.getByLabel(text.vatNumber).getAttribute('aria-invalid')).toBe('true');
    expect(await companyEvents(admin)).toHaveLength(before);

    const vatNumber = language === 'ar' ? '311111111100003' : '322222222200003';
    await page.getByLabel(text.nameEn).fill('Riyadh Home Maintenance Co.');
    await page.getByLabel(text.vatNumber).fill(vatNumber);
    await page.getByRole('button', { name: text.save }).click();
    await toastSaying(page, text.saved);
    await expect.poll(async () => (await companyEvents(admin)).at(-1)).toEqual({
      name: { en: 'Riyadh Home Maintenance Co.', ar: 'صيانة المنازل بالرياض' },
      vatNumber,
      address: null,
    });
    await expectNoViolations(admin, `admin-settings-${language}`);
  });

  it('refuses features not given in both languages and saves the plans new grants use', async () => {
    const admin = await settingsTab();
    const { page } = admin;
    const arabicFeatures = page.getByLabel(text.vipFeaturesAr);
    const kept = await arabicFeatures.inputValue();
    await arabicFeatures.fill(kept.split('\n').slice(1).join('\n'));
    await page.getByRole('button', { name: text.savePlans }).click();
    await page.getByText(text.featuresMismatch).waitFor();

    await arabicFeatures.fill(kept);
    await page.getByLabel(text.vipVisits).fill('4');
    await page.getByRole('button', { name: text.savePlans }).click();
    await toastSaying(page, text.plansSaved);
    await expect.poll(async () => (await plansEvents(admin)).at(-1)).toMatchObject({ plans: { vip: { visits: 4 } } });
  });
});
