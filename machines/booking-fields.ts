// The booking form's fields and what each can be told: the first problem of a field, format
// before the booking rules, as the log would refuse it. The booking machine shows them.
import type { z } from 'zod';
import { normaliseSaudiMobile } from './domain/phone-number.ts';
import { noFridayService, notBeforeToday, notInThePast, withinWorkingHours, type WorkingHours } from './domain/booking-rules.ts';
import { bookingAddress, bookingDate, bookingNote, bookingTime } from './domain/request-events.ts';

export type BookingField = 'note' | 'phone' | 'address' | 'preferredDate' | 'preferredTime';
export const bookingFields: readonly BookingField[] = ['note', 'phone', 'address', 'preferredDate', 'preferredTime'];

/** Each is a reason code the view translates; the rule codes are the booking rules' names. */
export type BookingProblem =
  | 'required'
  | 'chooseService'
  | 'invalidMobile'
  | 'invalidCharacters'
  | 'tooShort'
  | 'tooLong'
  | 'invalidDate'
  | 'invalidTime'
  | 'noFridayService'
  | 'notBeforeToday'
  | 'notInThePast'
  | 'withinWorkingHours'
  | 'insideRiyadh';

/** The booking rules a field's value can break: shown as soon as the value is entered. */
export const ruleProblems: ReadonlySet<BookingProblem> = new Set(['noFridayService', 'notBeforeToday', 'notInThePast', 'withinWorkingHours']);

export type BookingProblems = Partial<Record<BookingField | 'location', BookingProblem>>;

/** What a field's check reads: the form's values, the moment it opened and the working hours. */
export interface FieldsToCheck {
  fields: Record<BookingField, string>;
  now: string;
  workingHours: WorkingHours;
}

function textProblem(schema: z.ZodType, value: string): BookingProblem | null {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) return null;
  if (issue.code === 'too_small') return 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  return 'invalidCharacters';
}

/** The first problem of one field, format before the booking rules, as the log would refuse it. */
export function fieldProblem(field: BookingField, context: FieldsToCheck): BookingProblem | null {
  const value = context.fields[field];
  if (value.trim() === '') return 'required';
  switch (field) {
    case 'note':
      return textProblem(bookingNote, value);
    case 'address':
      return textProblem(bookingAddress, value);
    case 'phone':
      return normaliseSaudiMobile(value) ? null : 'invalidMobile';
    case 'preferredDate':
      if (!bookingDate.safeParse(value).success) return 'invalidDate';
      if (!noFridayService(value)) return 'noFridayService';
      return notBeforeToday(value, context.now) ? null : 'notBeforeToday';
    case 'preferredTime':
      if (!bookingTime.safeParse(value).success) return 'invalidTime';
      if (!withinWorkingHours(value, context.workingHours)) return 'withinWorkingHours';
      return timeHasPassed(context.fields.preferredDate, value, context.now) ? 'notInThePast' : null;
  }
}

/** A time earlier today has passed; a date before today is the date field's problem, not the time's. */
function timeHasPassed(date: string, time: string, now: string): boolean {
  if (!bookingDate.safeParse(date).success || !notBeforeToday(date, now)) return false;
  return !notInThePast(date, time, now);
}

export function withProblem(
  problems: BookingProblems,
  field: keyof BookingProblems,
  problem: BookingProblem | null,
): BookingProblems {
  const { [field]: _previous, ...others } = problems;
  return problem ? { ...others, [field]: problem } : others;
}
