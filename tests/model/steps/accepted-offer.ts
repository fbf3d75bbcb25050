// A signed-in customer whose request has an offer they accepted, all set up through the API
// (booking, the admin's offer, the acceptance): the flows that start at the checkout.
import type { Browser } from 'playwright-core';
import { adminByApi } from '../../e2e/admin-by-api.ts';
import { bookByApi, nextRiyadhWeekday } from '../../e2e/booking-steps.ts';
import { chooseLanguage, newVisitor, registeredByApi, type Visitor } from '../../e2e/browser.ts';
import { acceptOfferByApi } from '../../e2e/checkout-steps.ts';
import type { Language } from '../../e2e/screen-text.ts';

/** The offer's price: 240 SAR. */
export const offeredHalalas = 24_000;

export async function customerWithAcceptedOffer(browser: Browser, language: Language): Promise<{ customer: Visitor; requestId: string }> {
  const customer = await newVisitor(browser);
  await chooseLanguage(customer, language);
  await registeredByApi(customer, language === 'ar' ? 'نورة الشهري' : 'Noura Alshehri');
  const requestId = await bookByApi(customer.page, 'plumbing', nextRiyadhWeekday(1));
  const admin = await adminByApi(browser);
  try {
    await admin.makeOffer(requestId, offeredHalalas, 'Spare parts included');
  } finally {
    await admin.context.close();
  }
  await acceptOfferByApi(customer.page, requestId);
  return { customer, requestId };
}
