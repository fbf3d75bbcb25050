// The Users tab's words for its filters. Descriptors, translated where they are shown; a
// customer's state and their events are the admin area's words (../event-words.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlanFilter, SuspendedFilter } from '../../../../machines/projections/user-filters.ts';
import { planNames } from '../../subscriptions/plan-words.ts';

export const planFilterNames: Record<PlanFilter, MessageDescriptor> = {
  any: msg`Any plan`,
  none: msg`No plan`,
  vip: planNames.vip,
  'vip-plus': planNames['vip-plus'],
};

export const suspendedFilterNames: Record<SuspendedFilter, MessageDescriptor> = {
  any: msg`Any status`,
  suspended: msg`Suspended`,
  notSuspended: msg`Not suspended`,
};
