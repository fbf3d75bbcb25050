// What the customer reads for each booking problem and refusal code, translated.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingProblem } from '../../../machines/booking-fields.ts';
import type { WorkingHours } from '../../../machines/domain/booking-rules.ts';

export function problemText(problem: BookingProblem | string, hours: WorkingHours): MessageDescriptor {
  const { opens, closes } = hours;
  switch (problem) {
    case 'required':
      return msg`This field is required.`;
    case 'invalidMobile':
      return msg`Enter a Saudi mobile number, like 05XXXXXXXX.`;
    case 'noFridayService':
      return msg`We do not provide service on Fridays. Please choose another day.`;
    case 'notBeforeToday':
      return msg`Choose today or a later date.`;
    case 'notInThePast':
      return msg`This time has already passed today. Choose a later time.`;
    case 'withinWorkingHours':
      return msg`Choose a time within our working hours, ${opens} to ${closes}.`;
    case 'workingHoursChanged':
      return msg`Our working hours have changed, now ${opens} to ${closes}. Please choose another time.`;
    case 'noBookingWithin2Hours':
      return msg`You can book again 2 hours after your last VIP request.`;
    case 'visitLimitReached':
      return msg`You have used all the visits of your plan for this period.`;
    case 'vipVisitNotRecorded':
    case 'vipBookingMissing':
      return msg`Visit limit reached: Failed to increment visit count.`;
    case 'vipSubscriptionRequired':
      return msg`Please subscribe to a VIP plan to access exclusive services.`;
    case 'insideRiyadh':
      return msg`We only serve Riyadh. Choose a location inside Riyadh.`;
    case 'invalidCharacters':
      return msg`This text contains characters we cannot accept.`;
    case 'tooShort':
      return msg`This is too short.`;
    case 'tooLong':
      return msg`This is too long.`;
    case 'invalidDate':
      return msg`Enter a valid date.`;
    case 'invalidTime':
      return msg`Enter a valid time.`;
    case 'unsupportedImageType':
      return msg`Choose a JPEG, PNG or WebP image.`;
    case 'notAnImage':
      return msg`This file is not an image.`;
    case 'imageTooLarge':
      return msg`The image is larger than 5 MB.`;
    case 'locationUnavailable':
      return msg`We could not get your location. Type the address instead.`;
    case 'forbidden':
      return msg`You are not allowed to do this.`;
    case 'versionConflict':
      return msg`This request changed meanwhile. Please look again.`;
    case 'networkError':
    case 'unreachable':
      return msg`We could not reach the server. Check your connection and try again.`;
    default:
      return msg`Please try again`;
  }
}
