// A signed-in customer in one language with a plumbing request the admin has offered 240 SAR
// for: where every checkout suite starts, no page open yet. The caller closes the visitor.
import type { Browser } from 'playwright-core';
import type { AdminApi } from './admin-by-api.ts';
import { bookedByApi } from './booking-steps.ts';
import { languageChosenBefore, newVisitor, registeredByApi, type Visitor } from './browser.ts';
import type { Language } from './screen-text.ts';

export async function customerWithOffer(browser: Browser, admin: AdminApi, language: Language, fullName: string, opened: (visitor: Visitor) => void) {
  const visitor = await newVisitor(browser);
  opened(visitor);
  await languageChosenBefore(visitor, language);
  const customer = await registeredByApi(visitor, fullName);
  const { requestId, note, orderNumber } = await bookedByApi(visitor.page, language === 'ar' ? 'تسريب تحت المغسلة' : 'A leak under the basin');
  await admin.makeOffer(requestId, 24_000, language === 'ar' ? 'يشمل قطع الغيار' : 'Spare parts included');
  const number = requestId.replace(/-/g, '').slice(-6).toUpperCase();
  return { visitor, page: visitor.page, customer, requestId, note, orderNumber, number };
}
