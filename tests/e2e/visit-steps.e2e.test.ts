// The visit's steps end to end, in English and in Arabic, the admin and the customer each in
// their own browser: a paid request gets an appointment with a technician (through the API, as
// the admin's appointment form would send it); the customer reads when and with whom on
// /my-requests; the admin marks the technician on the way, arrived, then the visit completed
// with a note and a photo, and the customer's screen follows each step live, with no reload;
// the request's timeline and the admin's history show every step with its time.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminByApiForThisFile } from './admin-by-api.ts';
import { appointedVisitByApi } from './appointed-visit.ts';
import { nextRiyadhWeekday, registeredCustomer } from './booking-steps.ts';
import { chromiumForThisFile, saveScreenshot, toastSaying, visitorsOf } from './browser.ts';
import { languages, screenText } from './screen-text.ts';
import { visitStepsText } from './visit-steps-text.ts';

const browser = chromiumForThisFile();
const admin = adminByApiForThisFile(browser);

const aPhoto = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2b6cc9' } }).jpeg().toBuffer();

describe.each(languages)('the visit’s steps, in %s', (language) => {
  const text = screenText[language];
  const words = visitStepsText[language];
  const { visitor, signedInAdmin } = visitorsOf(browser, language);

  it('shows the customer the appointment, on the way, arrived, then the note and photo, live, and every step with its time', async () => {
    const customer = await visitor();
    await registeredCustomer(customer, language, language === 'ar' ? 'ريم القحطاني' : 'Reem Alqahtani');
    const date = nextRiyadhWeekday(0);
    const window = { date, from: '10:00', to: '12:00' };
    const requestId = await appointedVisitByApi(customer.page, admin(), { service: 'electrical', note: 'The kitchen light flickers', window });

    await customer.open('/my-requests');
    const card = customer.page.getByTestId('request-card').filter({ hasText: text.services.electrical });
    await card.getByTestId('visit-appointment').filter({ hasText: words.arriving('10:00', '12:00', date, words.technician) }).waitFor();

    const staff = await signedInAdmin();
    const { page } = staff;
    await staff.open(`/admin/dashboard?tab=requests&request=${requestId}`);
    const number = requestId.replace(/-/g, '').slice(-6).toUpperCase();
    await page.getByRole('heading', { name: words.request(number) }).waitFor();

    await page.getByLabel(words.expectedArrival).selectOption('10:45');
    await page.getByRole('button', { name: words.onTheWayButton, exact: true }).click();
    await card.getByTestId('visit-on-the-way').filter({ hasText: words.onTheWay('10:45') }).waitFor();
    expect(await card.getByTestId('visit-appointment').textContent()).toBe(words.arriving('10:00', '12:00', date, words.technician));

    await page.getByRole('button', { name: words.arrivedButton, exact: true }).click();
    await card.getByTestId('visit-arrived').filter({ hasText: words.arrived }).waitFor();

    await page.getByLabel(words.whatWasDone).fill('Replaced the light fitting; all sockets tested.');
    await page.getByTestId('completion-photo-input').setInputFiles({ name: 'work.jpg', mimeType: 'image/jpeg', buffer: await aPhoto() });
    await page.getByRole('img', { name: words.photoAdded, exact: true }).waitFor();
    await page.getByRole('button', { name: words.markCompleted, exact: true }).click();
    await toastSaying(page, words.completedToast);

    await card.getByTestId('visit-note').filter({ hasText: 'Replaced the light fitting; all sockets tested.' }).waitFor();
    const photo = card.getByRole('img', { name: words.visitPhoto });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await saveScreenshot(customer.page, `visit-steps-my-requests-${language}`, { fullPage: true });

    const history = page.getByRole('region', { name: words.history });
    for (const step of words.adminSteps) await history.getByText(step).first().waitFor();

    await card.getByRole('link', { name: text.services.electrical }).click();
    await customer.page.waitForURL(`**/my-requests/${requestId}`);
    const steps = customer.page.getByTestId('timeline-step');
    await steps.filter({ hasText: words.timeline.completed }).waitFor();
    for (const [kind, name] of Object.entries(words.timeline)) {
      const step = customer.page.locator(`[data-testid="timeline-step"][data-step="${kind}"]`);
      expect(await step.textContent()).toContain(name);
      expect(await step.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(await customer.page.locator('[data-step="technicianOnTheWay"]').textContent()).toContain('10:45');
    await customer.page.getByTestId('visit-note').waitFor();
    await saveScreenshot(customer.page, `visit-steps-request-page-${language}`, { fullPage: true });
  });
});
