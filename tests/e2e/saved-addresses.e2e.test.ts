import { describe, expect, it } from 'vitest';
import { chooseVisit, nextRiyadhWeekday, registeredCustomer } from './booking-steps.ts';
import { chromiumForThisFile, expectNoViolations, toastSaying, visitorsOf } from './browser.ts';
import { addressText } from './saved-addresses-text.ts';
import { languages, screenText } from './screen-text.ts';

// Saved addresses (issue 23 item 17), on a 390 px phone: kept in Account Settings, picked in
// the booking form, and the one the last booking went to preselected on the next.
const browser = chromiumForThisFile();
const olaya = { latitude: 24.7136, longitude: 46.6753 };
const jeddah = { latitude: 21.4858, longitude: 39.1925 };

describe.each(languages)('saved addresses, in %s', (language) => {
  const text = screenText[language];
  const words = addressText[language];
  const { visitor } = visitorsOf(browser);
  const home = { name: language === 'ar' ? 'المنزل' : 'Home', text: 'حي العليا، طريق الملك فهد 12' };
  const office = { name: language === 'ar' ? 'المكتب' : 'Office', text: 'King Abdullah Financial District, Tower 3' };

  it('saves, edits and removes addresses in Account Settings, refusing a nameless one and a pin outside Riyadh', async () => {
    const customer = await visitor();
    const { page, context } = customer;
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await registeredCustomer(customer, language, language === 'ar' ? 'سارة القحطاني' : 'Sara Alqahtani');
    await customer.open('/settings');
    await page.getByRole('heading', { name: words.savedAddresses }).waitFor();

    await page.getByRole('button', { name: words.addAddress }).click();
    await page.getByLabel(words.address, { exact: true }).last().fill(home.text);
    await page.getByRole('button', { name: words.saveAddress }).click();
    await page.getByTestId('address-error').filter({ hasText: words.nameRequired }).waitFor();

    await page.getByLabel(words.addressName).fill(home.name);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(jeddah);
    await page.getByRole('button', { name: text.useMyLocation }).click();
    await page.getByTestId('address-pin').waitFor();
    await page.getByRole('button', { name: words.saveAddress }).click();
    await page.getByTestId('address-error').filter({ hasText: words.outsideRiyadh }).waitFor();

    await context.setGeolocation(olaya);
    await page.getByRole('button', { name: text.useMyLocation }).click();
    await page.getByTestId('address-pin').filter({ hasText: '24.71360, 46.67530' }).waitFor();
    await page.getByRole('button', { name: words.saveAddress }).click();
    await toastSaying(page, words.addressSaved);
    await page.getByTestId('saved-address').filter({ hasText: home.text }).waitFor();

    await page.getByRole('button', { name: words.addAddress }).click();
    await page.getByLabel(words.addressName).fill('Temp');
    await page.getByLabel(words.address, { exact: true }).last().fill(office.text);
    await page.getByRole('button', { name: words.saveAddress }).click();
    await page.getByTestId('saved-address').filter({ hasText: 'Temp' }).waitFor();

    await page.getByRole('button', { name: words.edit('Temp') }).click();
    await page.getByLabel(words.addressName).fill(office.name);
    await page.getByRole('button', { name: words.saveAddress }).click();
    await page.getByTestId('saved-address').filter({ hasText: office.name }).waitFor();

    await page.getByRole('button', { name: words.remove(office.name) }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.removeTheAddress }).click();
    await toastSaying(page, words.addressRemoved);
    await expect.poll(() => page.getByTestId('saved-address').count()).toBe(1);

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectNoViolations(customer, `/settings with saved addresses (${language})`);
  });

  it('fills the booking from a saved address, and preselects it on the next booking', async () => {
    const customer = await visitor();
    const { page, context } = customer;
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await registeredCustomer(customer, language, language === 'ar' ? 'ريم الحربي' : 'Reem Alharbi');
    await customer.open('/settings');
    for (const [address, pinned] of [[office, false], [home, true]] as const) {
      await page.getByRole('button', { name: words.addAddress }).click();
      await page.getByLabel(words.addressName).fill(address.name);
      await page.getByLabel(words.address, { exact: true }).last().fill(address.text);
      if (pinned) {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(olaya);
        await page.getByRole('button', { name: text.useMyLocation }).click();
        await page.getByTestId('address-pin').waitFor();
      }
      await page.getByRole('button', { name: words.saveAddress }).click();
      await page.getByTestId('saved-address').filter({ hasText: address.text }).waitFor();
    }

    await customer.open('/book/plumbing');
    const picker = page.getByLabel(words.savedAddress);
    expect(await picker.inputValue()).toBe('');
    await picker.selectOption({ label: home.name });
    expect(await page.getByLabel(text.address, { exact: true }).inputValue()).toBe(home.text);
    await page.getByTestId('picked-location').waitFor();
    // Not fillBooking: with addresses saved, 'Saved address' is a label holding 'Address' too.
    await page.getByLabel(text.note).fill('The kitchen sink leaks');
    await chooseVisit(page, language, { date: nextRiyadhWeekday(0), time: '10:30' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await page.getByRole('button', { name: text.submitRequest }).click();
    await toastSaying(page, text.requestSubmitted);

    await customer.open('/book/plumbing');
    await expect.poll(() => page.getByLabel(text.address, { exact: true }).inputValue()).toBe(home.text);
    await page.getByTestId('picked-location').waitFor();
    expect(await page.getByLabel(words.savedAddress).locator('option:checked').textContent()).toBe(home.name);
  });
});
