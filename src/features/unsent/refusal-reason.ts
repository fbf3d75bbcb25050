// Why the server refused a customer's write, in their language: the account's own words for an
// account rule, else the booking rules' (the guard's name is the key of its message).
import type { MessageDescriptor } from '@lingui/core';
import type { WorkingHours } from '../../../machines/domain/booking-rules.ts';
import { problemText } from '../booking/booking-messages.ts';
import { accountRefusal } from '../settings/settings-messages.ts';

export const refusalReason = (code: string, hours: WorkingHours): MessageDescriptor => accountRefusal(code) ?? problemText(code, hours);
