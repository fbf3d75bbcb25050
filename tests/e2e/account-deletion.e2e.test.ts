import { describe, expect, it } from 'vitest';
import { bookByApi, riyadhWorkingDate } from './booking-steps.ts';
import { chromiumForThisFile, expectNoViolations, registeredByApi, visitorsOf } from './browser.ts';
import { languages } from './screen-text.ts';

// "Delete my account" (docs/decisions.md 34): the customer deletes their account from Settings
// with their password; the admin then reads them as "Deleted customer", and finds the deletion
// and their earlier data download in the register of privacy requests with its deadline.
const browser = chromiumForThisFile();

const deletionText = {
  en: { deleteAccount: 'Delete my account', warning: 'A running VIP plan and its unused visits are lost', password: 'Your password', deletedCustomer: 'Deleted customer', register: 'Privacy requests', deletion: 'Deletion of their account', access: 'Access to their data' },
  ar: { deleteAccount: 'حذف حسابي', warning: 'ستفقد باقة VIP السارية وزياراتها غير المستخدمة', password: 'كلمة المرور', deletedCustomer: 'عميل محذوف', register: 'طلبات الخصوصية', deletion: 'حذف حسابه', access: 'الاطلاع على بياناته' },
};

describe.each(languages)('deleting an account, in %s', (language) => {
  const text = deletionText[language];
  const { visitor, signedInAdmin } = visitorsOf(browser, language);

  it('deletes the account with the password, signs the customer out, and shows the admin a deleted customer in the register', async () => {
    const customer = await visitor();
    const { page } = customer;
    const person = await registeredByApi(customer, language === 'ar' ? 'ريم الدوسري' : 'Reem Aldosari');
    await bookByApi(page, 'plumbing', riyadhWorkingDate(3));
    expect((await page.request.get('/api/me/data-export')).status()).toBe(200);

    await customer.open('/settings');
    await page.getByRole('button', { name: text.deleteAccount, exact: true }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('deletion-warning').textContent()).toContain(text.warning);
    await expectNoViolations(customer, `account deletion dialog in ${language}`);
    await dialog.getByLabel(text.password, { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: text.deleteAccount, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(((await (await page.request.get('/api/auth/session')).json()) as { user: unknown }).user).toBeNull();

    const admin = await signedInAdmin();
    await admin.open('/admin/dashboard?tab=users');
    const register = admin.page.getByTestId('privacy-requests');
    await register.getByRole('heading', { name: text.register }).waitFor();
    const deletion = register.locator('tr[data-kind="deletion"]').first();
    await deletion.waitFor();
    expect(await deletion.textContent()).toContain(text.deletedCustomer);
    expect(await deletion.textContent()).toContain(text.deletion);
    expect(await deletion.locator('time').count()).toBe(3);
    const access = register.locator('tr[data-kind="access"]', { hasText: text.deletedCustomer }).first();
    expect(await access.textContent()).toContain(text.access);
    expect(await admin.page.locator('#main').textContent()).not.toContain(person.fullName);
    await expectNoViolations(admin, `privacy requests register in ${language}`);
  });
});
