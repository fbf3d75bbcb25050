// The plans' names and terms as customers read them.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { PlanId } from '../../../machines/domain/constants.ts';

export const planNames: Record<PlanId, MessageDescriptor> = {
  vip: msg`VIP`,
  'vip-plus': msg`VIP Plus`,
};

export const visitsPerMonth = (visits: number): MessageDescriptor =>
  msg({ message: plural(visits, { one: '# visit per month', other: '# visits per month' }) });

export const planDays = (days: number): MessageDescriptor => msg({ message: plural(days, { one: '# day', other: '# days' }) });
