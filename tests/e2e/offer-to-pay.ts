// A signed-in customer in one language with a plumbing request the admin has offered 240 SAR
// for: where every checkout suite starts. The caller closes the visitor.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { AdminApi } from './admin-by-api.ts';
import { nextRiyadhWeekday, orderNumberIn, postBooking } from './booking-steps.ts';
import { chooseLanguage, newVisitor, registeredByApi, type Visitor } from './browser.ts';
import type { Language } from './screen-text.ts';

export async function customerWithOffer(browser: Browser, admin: AdminApi, language: Language, fullName: string, opened: (visitor: Visitor) => void) {
  const visitor = await newVisitor(browser);
  opened(visitor);
  await chooseLanguage(visitor, language);
  const customer = await registeredByApi(visitor, fullName);
  const requestId = uuidv7();
  const note = `${language === 'ar' ? 'تسريب تحت المغسلة' : 'A leak under the basin'} ${randomUUID().slice(0, 8)}`;
  const booked = await postBooking(visitor.page, requestId, {
    services: ['plumbing'],
    note,
    address: 'King Fahd Road, Riyadh',
    coordinates: null,
    phone: '+966500000000',
    preferredDate: nextRiyadhWeekday(1),
    preferredTime: '11:00',
    photoId: null,
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const orderNumber = await orderNumberIn(booked);
  await admin.makeOffer(requestId, 24_000, language === 'ar' ? 'يشمل قطع الغيار' : 'Spare parts included');
  const number = requestId.replace(/-/g, '').slice(-6).toUpperCase();
  return { visitor, page: visitor.page, customer, requestId, note, orderNumber, number };
}
