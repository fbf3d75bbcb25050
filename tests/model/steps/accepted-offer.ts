// A signed-in customer whose request has an offer they accepted, all set up through the API
// (booking, the admin's offer, the acceptance): the flows that start at the checkout.
import type { Browser } from 'playwright-core';
import { bookByApi, nextRiyadhWeekday } from '../../e2e/booking-steps.ts';
import { languageChosenBefore, newVisitor, registeredByApi, type Visitor } from '../../e2e/browser.ts';
import { fileAdminApi } from './admin-visitor.ts';
import { acceptOfferByApi } from '../../e2e/checkout-steps.ts';
import type { Language } from '../../e2e/screen-text.ts';

/** The offer's price: 240 SAR. */
export const offeredHalalas = 24_000;

export async function customerWithAcceptedOffer(browser: Browser, language: Language): Promise<{ customer: Visitor; requestId: string }> {
  const customer = await newVisitor(browser);
  await languageChosenBefore(customer, language);
  await registeredByApi(customer, language === 'ar' ? 'نورة الشهري' : 'Noura Alshehri');
  const requestId = await bookByApi(customer.page, 'plumbing', nextRiyadhWeekday(1));
  await (await fileAdminApi(browser, language)).makeOffer(requestId, offeredHalalas, 'Spare parts included');
  await acceptOfferByApi(customer.page, requestId);
  return { customer, requestId };
}
