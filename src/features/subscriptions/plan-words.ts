// The plans' names as customers read them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlanId } from '../../../machines/domain/constants.ts';

export const planNames: Record<PlanId, MessageDescriptor> = {
  vip: msg`VIP`,
  'vip-plus': msg`VIP Plus`,
};
