// The spec's names of a request's status badges, as the admin reads them (and customers, but
// for the offer waiting for their answer), translated where shown. The order is the admin's status filter's.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestBadge } from '../../machines/request-status.ts';

export const statusLabels: Record<RequestBadge, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  offerAccepted: msg`Offer Accepted`,
  offerRejected: msg`Offer Rejected`,
  paid: msg`Paid`,
  appointed: msg`Visit confirmed`,
  onTheWay: msg`On the way`,
  arrived: msg`Arrived`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

/**
 * The badges as the customer reads them: the admin's offer is not yet anything accepted, it
 * waits for the customer's answer.
 */
export const customerStatusLabels: Record<RequestBadge, MessageDescriptor> = { ...statusLabels, accepted: msg`Offer to answer` };
