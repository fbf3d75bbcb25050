// What each of the customer's notifications is called, translated where shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CustomerNotificationKind } from '../../../machines/projections/customer-notifications.ts';

export const notificationTitles: Record<CustomerNotificationKind, MessageDescriptor> = {
  received: msg`Request received`,
  offerMade: msg`Your price is ready`,
  confirmed: msg`Visit confirmed`,
  moved: msg`Visit moved`,
  reminder: msg`Your visit is tomorrow`,
  onTheWay: msg`Technician on the way`,
  completed: msg`Visit completed`,
  refunded: msg`Refund made`,
};
