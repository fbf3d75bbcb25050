// Why a grant was refused, in words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const refusals: Record<string, MessageDescriptor> = {
  invalidMobile: msg`Enter a Saudi mobile number, like 05XXXXXXXX.`,
  invalidEmail: msg`Enter a valid email address.`,
  invalidFullName: msg`Please enter the customer's full name.`,
  invalidCharacters: msg`This text contains characters we cannot accept.`,
  signInRequired: msg`Your session has ended. Please sign in again.`,
  networkError: msg`We could not reach the server. Check your connection and try again.`,
};

export const grantRefusalText = (code: string): MessageDescriptor =>
  refusals[code] ?? msg`The subscription was not granted. Check the details and try again.`;
