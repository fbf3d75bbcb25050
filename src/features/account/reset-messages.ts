// What the customer reads for each refusal of the forgot-password flow.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ResetFailure } from '../../../machines/password-reset.machine.ts';

const descriptions: Record<string, MessageDescriptor> = {
  resetInvalid: msg`This reset link or code is not valid. Ask for a new one.`,
  resetExpired: msg`This reset link or code has expired: it works for 15 minutes. Ask for a new one.`,
  resetUsed: msg`This reset link or code was used already. Sign in with your new password, or ask for a new one.`,
  resetCodeLocked: msg`Too many wrong codes. Ask for a new code.`,
  passwordsDiffer: msg`The two passwords are not the same.`,
  passwordRequired: msg`Please enter your password.`,
  passwordTooShort: msg`The password must be at least 8 characters.`,
  passwordTooLong: msg`The password is too long.`,
  identifierRequired: msg`Please enter your email or mobile number.`,
  invalidCharacters: msg`Remove the control or formatting characters from this field.`,
  unreachable: msg`We could not reach the server. Check your connection and try again.`,
};

export function resetFailureText(failure: ResetFailure): MessageDescriptor {
  if (failure.code === 'tooManyAttempts') {
    const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 900) / 60));
    return msg({
      message: plural(minutes, {
        one: 'Too many attempts. Please try again in # minute.',
        other: 'Too many attempts. Please try again in # minutes.',
      }),
    });
  }
  return descriptions[failure.code] ?? msg`Please try again`;
}
