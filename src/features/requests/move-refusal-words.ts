// What the customer reads when their move is refused, by the code the server answered: the
// name of the rule (a guard of the request or technician machine, or a rule across streams).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const moveRefusalWords = {
  technicianFree: msg`That time was taken meanwhile. Please choose another.`,
  noFridayService: msg`There are no visits on Fridays. Choose another day.`,
  notInThePast: msg`That time has already passed. Choose a later one.`,
  withinWorkingHours: msg`The whole arrival window must fall within working hours.`,
  windowAtMostTwoHours: msg`The arrival window must end after it starts, at most 2 hours later.`,
  workingHoursChanged: msg`The working hours changed meanwhile. Choose a time again.`,
  windowNotStarted: msg`Your visit's arrival window has begun: it can no longer be moved.`,
  technicianNotSetOut: msg`The technician is already on the way: the visit can no longer be moved.`,
  customerMovesLeft: msg`You have moved this visit twice already. Chat with us to change it again.`,
  notAllowedNow: msg`This visit can no longer be moved.`,
  versionConflict: msg`This request changed meanwhile. Please look again.`,
  networkError: msg`We could not reach the server. Check your connection and try again.`,
} satisfies Record<string, MessageDescriptor>;

const isWorded = (code: string): code is keyof typeof moveRefusalWords => Object.hasOwn(moveRefusalWords, code);

export const moveRefusalText = (code: string): MessageDescriptor => (isWorded(code) ? moveRefusalWords[code] : msg`The visit could not be moved. Please try again.`);
