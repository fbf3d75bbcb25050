// The admin in a browser of their own, in the flow's language, signed in through the API
// (signing in is the auth flow's, not what the other flows test).
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { chooseLanguage, newVisitor, type Visitor } from '../../e2e/browser.ts';
import { e2eAdmin } from '../../e2e/e2e-admin.ts';
import type { Language } from '../../e2e/screen-text.ts';

export async function signedInAdmin(browser: Browser, language: Language): Promise<Visitor> {
  const admin = await newVisitor(browser);
  await chooseLanguage(admin, language);
  const login = await admin.page.request.post('/api/admin/login', { data: e2eAdmin, headers: { origin: new URL(inject('baseUrl')).origin } });
  if (login.status() !== 200) throw new Error(`admin login answered ${login.status()}`);
  return admin;
}
