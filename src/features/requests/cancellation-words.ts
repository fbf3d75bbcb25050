// What the customer reads when their cancellation of a visit is refused, translated; other codes
// read as any refusal of theirs.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { defaultSettings } from '../../../machines/domain/default-settings.ts';
import { problemText } from '../booking/booking-messages.ts';

export function cancellationRefusal(code: string): MessageDescriptor {
  switch (code) {
    case 'beforeVisitStarts':
      return msg`The visit has already started: it can no longer be cancelled here. Chat with us instead.`;
    case 'feeAsTheRulesSay':
      return msg`The fee changed while you were deciding: open the cancellation again to see the new figures.`;
    case 'cancellationRulesChanged':
      return msg`The cancellation rules changed meanwhile: open the cancellation again to see them.`;
    case 'notAllowedNow':
      return msg`The technician is already on the way: the visit can no longer be cancelled here.`;
    default:
      return problemText(code, defaultSettings.workingHours);
  }
}
