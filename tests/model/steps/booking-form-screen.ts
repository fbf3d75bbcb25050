// What a booking form (on /book/<service>, or the VIP booking in the VIP area) shows for a
// booking machine's context: the values entered, the problems beside the fields, the pin, the
// photo, whether it can be submitted, and only bookable days and times offered (no Friday, none
// before today, working hours).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BookingContext } from '../../../machines/booking.machine.ts';
import { withinWorkingHours } from '../../../machines/domain/booking-rules.ts';
import { isBeforeRiyadhToday, isFriday } from '../../../machines/domain/riyadh-calendar.ts';
import { offered } from '../../e2e/booking-steps.ts';
import { offlineText } from '../../e2e/offline-text.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import { vipText } from '../../e2e/vip-text.ts';
import { bookingFormText } from './booking-form-text.ts';

const shortly = { timeout: 10_000 };

/** What the customer reads for a problem or refusal code the booking form shows. */
export function problemWords(code: string, language: Language): string {
  const text = screenText[language];
  const words: Record<string, string> = {
    required: text.fieldRequired,
    invalidMobile: text.invalidMobile,
    noFridayService: text.noFridayService,
    notBeforeToday: text.notBeforeToday,
    notInThePast: bookingFormText[language].notInThePast,
    withinWorkingHours: text.outsideWorkingHours,
    insideRiyadh: text.insideRiyadh,
    noBookingWithin2Hours: vipText[language].bookAgainLater,
  };
  const word = words[code];
  if (!word) throw new Error(`no words for the booking problem ${code}`);
  return word;
}

/** The form holds these values, and 'Submit Request' can be tapped exactly when `submittable`. */
export async function formHolds(page: Page, language: Language, context: BookingContext, submittable: boolean) {
  const text = screenText[language];
  await expect.poll(() => page.getByRole('button', { name: text.submitRequest }).isEnabled(), shortly).toBe(submittable);
  await expect.poll(() => page.getByLabel(text.note).inputValue(), shortly).toBe(context.fields.note);
  await expect.poll(() => page.getByLabel(text.address, { exact: true }).inputValue(), shortly).toBe(context.fields.address);
  await expect.poll(() => page.getByLabel(text.preferredDate).inputValue(), shortly).toBe(context.fields.preferredDate);
  await expect.poll(() => page.getByLabel(text.preferredTime).inputValue(), shortly).toBe(context.fields.preferredTime);
}

/** The whole form as the context says: values, problems, pin, photo, and only bookable choices. */
export async function formShows(page: Page, language: Language, context: BookingContext, submittable: boolean) {
  const text = screenText[language];
  await formHolds(page, language, context, submittable);
  const problems = Object.values(context.problems).map((code) => problemWords(code, language)).sort();
  await expect.poll(async () => (await page.getByTestId('field-problem').allTextContents()).sort(), shortly).toEqual(problems);
  await expect.poll(() => page.getByTestId('picked-location').count(), shortly).toBe(context.coordinates ? 1 : 0);
  await expect.poll(() => page.getByText(text.photoAttached, { exact: true }).count(), shortly).toBe(context.photoId ? 1 : 0);
  await expect.poll(() => page.getByText(offlineText[language].photoWillFollow, { exact: true }).count(), shortly).toBe(context.photoForLater ? 1 : 0);
  await expect.poll(() => page.getByRole('button', { name: bookingFormText[language].editAndTryAgain }).count(), shortly).toBe(0);
  await offersOnlyBookableChoices(page, language, context);
}

/** A day or time kept from a draft stays listed to show why it no longer fits; every other choice keeps the rules. */
async function offersOnlyBookableChoices(page: Page, language: Language, context: BookingContext) {
  const text = screenText[language];
  const { preferredDate, preferredTime } = context.fields;
  const days = (await offered(page, text.preferredDate)).map((choice) => choice.value).filter((day) => day !== '' && day !== preferredDate);
  expect(days.length, 'days offered').toBeGreaterThan(0);
  expect(days.filter((day) => isFriday(day) || isBeforeRiyadhToday(day, context.now)), 'Fridays or days before today offered').toEqual([]);
  const times = (await offered(page, text.preferredTime)).map((choice) => choice.value).filter((time) => time !== '' && time !== preferredTime);
  expect(times.filter((time) => !withinWorkingHours(time, context.workingHours)), 'times outside working hours offered').toEqual([]);
}
