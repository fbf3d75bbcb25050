// The admin in a browser context of their own, in the flow's language, signed in through the
// API (the sign-in form is the auth flow's to test).
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { chooseLanguage, newVisitor, type Visitor } from '../../e2e/browser.ts';
import { e2eAdmin } from '../../e2e/e2e-admin.ts';
import type { Language } from '../../e2e/screen-text.ts';
import { baseUrl } from '../../e2e/file-server.ts';

export async function signedInAdmin(browser: Browser, language: Language): Promise<Visitor> {
  const admin = await newVisitor(browser);
  await chooseLanguage(admin, language);
  const login = await admin.page.request.post('/api/admin/login', { data: e2eAdmin, headers: { origin: new URL(baseUrl()).origin } });
  if (login.status() !== 200) throw new Error(`the admin's sign-in answered ${login.status()}`);
  return admin;
}

/** Given: the admin added a plumber under names no other path uses; returns the names. */
export async function plumberAdded(admin: Visitor): Promise<{ en: string; ar: string }> {
  const tag = randomUUID().slice(0, 6);
  const name = { en: `Ahmed Alharbi ${tag}`, ar: `أحمد الحربي ${tag}` };
  const technician = { name, mobile: '+966551234567', services: ['plumbing'], photoId: null };
  const event = { id: uuidv7(), stream: `technician-${uuidv7()}`, expectedVersion: 0, type: 'technician.added', schema: 1, data: technician };
  const headers = { origin: new URL(baseUrl()).origin, 'x-acting-as': 'admin' };
  const answer = await admin.page.request.post('/api/events', { data: { events: [event] }, headers });
  if (answer.status() !== 200) throw new Error(`adding the plumber answered ${answer.status()}: ${await answer.text()}`);
  return name;
}
