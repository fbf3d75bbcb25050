// The customer moves their own visit (docs/decisions.md 27), in English and in Arabic: a paid
// request has an appointment on Sunday 10:00-12:00 with a technician of its own (set up through
// the API, as the admin's form sends it); on /my-requests the customer changes the time to one
// of the technician's free windows, the card says the new window, the request page too, and the
// admin's "Visits by technician" shows the window moved.
import { describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { appointedVisitByApi } from './appointed-visit.ts';
import { nextRiyadhWeekday, registeredCustomer } from './booking-steps.ts';
import { chromiumForThisFile, saveScreenshot, toastSaying, visitorsOf } from './browser.ts';
import { languages, screenText } from './screen-text.ts';
import { visitStepsText } from './visit-steps-text.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

const words = {
  en: { customer: 'Huda Alshehri', change: 'Change time', confirm: 'Confirm new time', moved: 'Visit moved', visits: 'Visits by technician', day: 'Day' },
  ar: { customer: 'هدى الشهري', change: 'تغيير الموعد', confirm: 'تأكيد الموعد الجديد', moved: 'تم نقل الزيارة', visits: 'الزيارات حسب الفني', day: 'اليوم' },
};

describe.each(languages)('the customer moving their visit, in %s', (language) => {
  const text = { ...screenText[language], ...visitStepsText[language], ...words[language] };
  const { visitor, signedInAdmin } = visitorsOf(browser, language);

  it('changes the time to a free window, the card and the request page say it, and the admin sees the window moved', async () => {
    const customer = await visitor();
    await registeredCustomer(customer, language, text.customer);
    const sunday = nextRiyadhWeekday(0);
    const window = { date: sunday, from: '10:00', to: '12:00' };
    const requestId = await appointedVisitByApi(customer.page, admin(), { service: 'electrical', note: 'The hall socket sparks', window });

    await customer.open('/my-requests');
    const card = customer.page.getByTestId('request-card').filter({ hasText: text.services.electrical });
    await card.getByTestId('visit-appointment').filter({ hasText: text.arriving('10:00', '12:00', sunday, text.technician) }).waitFor();
    await card.getByRole('button', { name: text.change, exact: true }).click();
    await card.locator(`[data-day="${sunday}"]`).click();
    await card.getByRole('button', { name: '14:00-16:00', exact: true }).click();
    await card.getByRole('button', { name: text.confirm, exact: true }).click();
    await toastSaying(customer.page, text.moved);
    await card.getByTestId('visit-appointment').filter({ hasText: text.arriving('14:00', '16:00', sunday, text.technician) }).waitFor();
    await saveScreenshot(customer.page, `visit-reschedule-my-requests-${language}`, { fullPage: true });

    await card.getByRole('link', { name: text.services.electrical }).click();
    await customer.page.waitForURL(`**/my-requests/${requestId}`);
    await customer.page.getByTestId('visit-appointment').filter({ hasText: text.arriving('14:00', '16:00', sunday, text.technician) }).waitFor();
    await customer.page.getByRole('button', { name: text.change, exact: true }).waitFor();

    const desk = await signedInAdmin();
    await desk.open('/admin/dashboard?tab=requests');
    const visits = desk.page.getByTestId('technician-visits');
    await visits.getByRole('heading', { name: text.visits }).waitFor({ timeout: 15_000 });
    await visits.getByLabel(text.day, { exact: true }).fill(sunday);
    const technicianDay = visits.getByTestId('technician-day').filter({ hasText: text.customer });
    await expect.poll(() => technicianDay.innerText(), { timeout: 15_000 }).toContain('2:00');
    expect(await technicianDay.innerText()).not.toContain('10:00');
  });
});
