// What the customer reads when a review is refused, translated; other codes read as any refusal.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { defaultSettings } from '../../../machines/domain/default-settings.ts';
import { problemText } from '../booking/booking-messages.ts';

export function reviewRefusal(code: string): MessageDescriptor {
  switch (code) {
    case 'oneReviewPerVisit':
      return msg`You have already reviewed this visit.`;
    case 'reviewStillEditable':
      return msg`A review can only be changed within 7 days of writing it.`;
    case 'reviewedByOwner':
      return msg`Only the customer who booked this visit can review it.`;
    case 'starsRequired':
      return msg`Choose from 1 to 5 stars.`;
    default:
      return problemText(code, defaultSettings.workingHours);
  }
}
