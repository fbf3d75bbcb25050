// The customer's answers' toasts, translated where shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestAnswer } from '../../app/request-answers.ts';

export const answerToasts: Record<RequestAnswer, MessageDescriptor> = {
  'request.offerAccepted': msg`Offer accepted`,
  'request.offerRejected': msg`Offer rejected`,
  'request.cancelled': msg`Request cancelled`,
};

export const refusedTitle = msg`Your change was not accepted`;
export const visitCancelledToast = msg`Visit cancelled`;
