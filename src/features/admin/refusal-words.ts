// Why the server refused an admin's change, in words, by the code it answered: a machine's
// guard is named after the rule it enforces, and that name is the code. Descriptors, translated
// where they are shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const refusalWords = {
  // Any change.
  versionConflict: msg`Someone else changed this at the same time. Please try again.`,
  notAllowedNow: msg`This has changed meanwhile: that step is no longer possible.`,
  forbidden: msg`You are not allowed to do this.`,
  invalidPayload: msg`Some of the details are not valid.`,
  invalidCharacters: msg`The note holds characters that cannot be saved.`,
  signInRequired: msg`Your session has ended. Please sign in again.`,
  // Requests.
  invalidPrice: msg`Enter a price in riyals, with at most 2 decimals.`,
  noteTooLong: msg`The note is too long (1000 characters at most).`,
  // Settings.
  workingHoursOpenBeforeTheyClose: msg`The closing time must be later than the opening time.`,
  offerExists: msg`This offer is no longer published.`,
  // Technicians.
  technicianNotActive: msg`This technician is not taking visits.`,
  technicianNamesChanged: msg`The technician’s name has changed meanwhile: choose them again.`,
  vipPlusPlanInForce: msg`Only a customer with a VIP Plus plan in force can have a dedicated technician.`,
  // Threads.
  readsAMessageOfThread: msg`That message is not in this conversation.`,
  readsSomethingNew: msg`This conversation was already read up to there.`,
} satisfies Record<string, MessageDescriptor>;

const isWorded = (code: string): code is keyof typeof refusalWords => Object.hasOwn(refusalWords, code);

export const refusalText = (code: string): MessageDescriptor =>
  isWorded(code) ? refusalWords[code] : msg`The change was refused. Please try again.`;
