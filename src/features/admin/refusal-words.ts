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
  // Visits: the arrival window, the technician, and the batch that books them together.
  visitTimeRequired: msg`Choose a day and an arrival time.`,
  technicianRequired: msg`Choose a technician who is free then.`,
  windowAtMostTwoHours: msg`The arrival window must end after it starts, at most 2 hours later.`,
  noFridayService: msg`There are no visits on Fridays. Choose another day.`,
  notInThePast: msg`That time has already passed. Choose a later one.`,
  withinWorkingHours: msg`The whole arrival window must fall within working hours.`,
  workingHoursChanged: msg`The working hours changed meanwhile. Check the time and try again.`,
  technicianFree: msg`The technician already has a visit whose window overlaps this one.`,
  technicianDoesService: msg`The technician does not do every service of this request.`,
  technicianNamesChanged: msg`The technician's name changed meanwhile. Please try again.`,
  technicianNotBooked: msg`The technician's window was not booked with the visit. Please try again.`,
  appointmentMissing: msg`A technician's window is booked only with the visit it is for.`,
  previousTechnicianNotReleased: msg`The visit moves to another technician only if the first one's window is freed with it.`,
  visitNotMoved: msg`A technician's window is freed only when the visit moves to another technician.`,
  visitBooked: msg`That technician has no such visit to free.`,
  // A visit's completion and its photos.
  tooManyPhotos: msg`At most 3 photos.`,
  unknownPhoto: msg`This photo was not uploaded here: add it again.`,
  notAnImage: msg`This file is not a JPEG, PNG or WebP image.`,
  unsupportedImageType: msg`Send a JPEG, PNG or WebP image.`,
  imageTooLarge: msg`The photo is too large: at most 5 MB.`,
  networkError: msg`The photo could not be sent: check the connection and try again.`,
  // Settings.
  workingHoursOpenBeforeTheyClose: msg`The closing time must be later than the opening time.`,
  offerExists: msg`This offer is no longer published.`,
  // Technicians.
  technicianNotActive: msg`This technician is not taking visits.`,
  vipPlusPlanInForce: msg`Only a customer with a VIP Plus plan in force can have a dedicated technician.`,
  // Tax documents (issued by the server with a payment or a refund).
  counterIsNext: msg`Another tax document was issued at the same time. Please try again.`,
  previousHashIsLast: msg`Another tax document was issued at the same time. Please try again.`,
  numberIsNext: msg`That document number is not the next of its series.`,
  correctsAnInvoiceOfTheChain: msg`A credit note must correct an issued invoice, for no more than is left of it.`,
  // ZATCA's answers (recorded by the server's reporting).
  reportsADocumentOfTheChain: msg`ZATCA's answer is for a document that was not issued.`,
  reportedOnce: msg`ZATCA's answer for this document is recorded already.`,
  reportedInCounterOrder: msg`Tax documents are reported to ZATCA in the order they were issued.`,
  // Threads.
  readsAMessageOfThread: msg`That message is not in this conversation.`,
  readsSomethingNew: msg`This conversation was already read up to there.`,
} satisfies Record<string, MessageDescriptor>;

const isWorded = (code: string): code is keyof typeof refusalWords => Object.hasOwn(refusalWords, code);

export const refusalText = (code: string): MessageDescriptor =>
  isWorded(code) ? refusalWords[code] : msg`The change was refused. Please try again.`;
