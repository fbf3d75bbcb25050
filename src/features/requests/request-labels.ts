// The spec's status badges and the answers' toasts, translated where shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestBadge } from '../../../machines/request.machine.ts';
import type { RequestAnswer } from '../../app/request-answers.ts';

export const badgeLabels: Record<RequestBadge, MessageDescriptor> = {
  paid: msg`Paid`,
  offerAccepted: msg`Offer Accepted`,
  offerRejected: msg`Offer Rejected`,
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

export const answerToasts: Record<RequestAnswer, MessageDescriptor> = {
  'request.offerAccepted': msg`Offer accepted`,
  'request.offerRejected': msg`Offer rejected`,
  'request.cancelled': msg`Request cancelled`,
};

export const refusedTitle = msg`Your change was not accepted`;
