// The spec's names of a request's status badges, as customers and the admin read them,
// translated where shown. The order is the admin's status filter's.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestBadge } from '../../machines/request.machine.ts';

export const statusLabels: Record<RequestBadge, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  offerAccepted: msg`Offer Accepted`,
  offerRejected: msg`Offer Rejected`,
  paid: msg`Paid`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};
