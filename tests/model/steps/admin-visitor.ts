// The admin in the flow's language, signed in through the API (the sign-in form is the auth
// flow's to test). The paths of a file share one admin per language, in a browser context
// signed in once, where each path's admin works in a tab of their own: signing in, and a new
// browser catching up with the whole log, would otherwise come with every path. They sign in
// again once their session ended (a path moved the server clock past its 30 idle minutes).
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { adminApiOf, signInAdminByApi, type AdminApi } from '../../e2e/admin-by-api.ts';
import { languageChosenBefore, newVisitor, visitorInTab, type Visitor } from '../../e2e/browser.ts';
import type { Language } from '../../e2e/screen-text.ts';
import { baseUrl } from '../../e2e/file-server.ts';

const fileAdmins = new WeakMap<Browser, Map<Language, Promise<BrowserContext>>>();
const shared = new WeakSet<BrowserContext>();

async function fileAdminContext(browser: Browser, language: Language): Promise<BrowserContext> {
  const admins = fileAdmins.get(browser) ?? new Map<Language, Promise<BrowserContext>>();
  fileAdmins.set(browser, admins);
  if (!admins.has(language)) admins.set(language, adminContext(browser, language));
  const context = await admins.get(language)!;
  // A path may have ended with the admin's network off.
  await context.setOffline(false);
  if (!(await context.request.get('/api/admin/session')).ok()) await signInAdminByApi(context);
  return context;
}

async function adminContext(browser: Browser, language: Language): Promise<BrowserContext> {
  const admin = await newVisitor(browser);
  await languageChosenBefore(admin, language);
  await admin.page.close();
  shared.add(admin.context);
  return admin.context;
}

/** The file's admin, in a tab of their own. */
export async function fileAdmin(browser: Browser, language: Language): Promise<Visitor> {
  return visitorInTab(await fileAdminContext(browser, language));
}

/** The file's admin, through the API. */
export async function fileAdminApi(browser: Browser, language: Language): Promise<AdminApi> {
  return adminApiOf(await fileAdminContext(browser, language));
}

/** A second admin, with a browser (and a copy of the log) of their own. */
export async function otherAdmin(browser: Browser, language: Language): Promise<Visitor> {
  const admin = await newVisitor(browser);
  await languageChosenBefore(admin, language);
  await signInAdminByApi(admin.context);
  return admin;
}

/** Closes what a path opened: the file's admin's tab, anyone else's browser. */
export function leave(visitor: Visitor): Promise<void> {
  return shared.has(visitor.context) ? visitor.page.close() : visitor.context.close();
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
