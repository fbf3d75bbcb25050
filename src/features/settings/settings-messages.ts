// What a person reads when a profile edit, a password change or an admin change is refused.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

const refusals: Record<string, MessageDescriptor> = {
  nothingChanged: msg`Nothing to save: change a field first.`,
  accountExists: msg`An account with this email or mobile already exists.`,
  invalidMobile: msg`Enter a Saudi mobile number, like 05XXXXXXXX.`,
  invalidEmail: msg`Enter a valid email address.`,
  invalidFullName: msg`Please enter your full name.`,
  invalidCharacters: msg`This text contains characters we cannot accept.`,
  invalidCredentials: msg`The current password is not correct.`,
  passwordTooShort: msg`The password must be at least 8 characters.`,
  passwordTooLong: msg`The password is too long.`,
  unreachable: msg`We could not reach the server. Check your connection and try again.`,
  adminExists: msg`An admin with this email already exists.`,
  cannotRemoveYourself: msg`You cannot remove yourself. Another admin can.`,
  notFound: msg`This admin was removed already.`,
  paidVisitNotDone: msg`A visit you booked is not done yet. Cancel it, or wait until it is done, then delete your account.`,
  refundPending: msg`A refund we owe you has not reached you yet. Contact us, and delete your account once you have it.`,
};

/** The account's own refusal text, if the code is about the account. */
export const accountRefusal = (code: string): MessageDescriptor | undefined => refusals[code];

export function settingsRefusal(code: string, retryAfterSeconds?: number): MessageDescriptor {
  if (code === 'tooManyAttempts') {
    const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 900) / 60));
    return msg({
      message: plural(minutes, {
        one: 'Too many attempts. Please try again in # minute.',
        other: 'Too many attempts. Please try again in # minutes.',
      }),
    });
  }
  return refusals[code] ?? msg`Please try again`;
}

export const profileUpdated = msg`Profile Updated`;
export const passwordChanged = msg`Password changed`;
export const profileNotUpdated = msg`Profile not updated`;
export const passwordNotChanged = msg`Password not changed`;
export const accountNotDeleted = msg`Account not deleted`;
