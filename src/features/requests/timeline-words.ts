// What each step of a request's timeline is called on the customer's page, translated where shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestStepKind } from '../../../machines/projections/request-timeline.ts';

export const stepNames: Record<RequestStepKind, MessageDescriptor> = {
  submitted: msg`Request submitted`,
  offerMade: msg`Offer received`,
  offerRevised: msg`Offer revised`,
  offerAccepted: msg`You accepted the offer`,
  offerRejected: msg`You rejected the offer`,
  paid: msg`Payment received`,
  visitConfirmed: msg`Visit confirmed`,
  visitMoved: msg`Visit moved`,
  technicianOnTheWay: msg`Technician on the way`,
  technicianArrived: msg`Technician arrived`,
  completed: msg`Visit completed`,
  declined: msg`Request declined`,
  cancelled: msg`Request cancelled`,
  photoAttached: msg`Photo sent`,
};
