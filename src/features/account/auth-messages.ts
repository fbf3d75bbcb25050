// What the customer and the admin read for each outcome of signing in, registering and
// logging out: the notice's code → a translated title and description.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AuthAttempt } from '../../../machines/auth-events.ts';
import type { AuthFailure } from '../../../machines/domain/auth-sessions.ts';

export interface NoticeText {
  title: MessageDescriptor;
  description?: MessageDescriptor;
}

const titles: Record<AuthAttempt, MessageDescriptor> = {
  login: msg`Login Failed`,
  register: msg`Registration Failed`,
  adminLogin: msg`Login Failed`,
  logout: msg`Logout Failed`,
  adminLogout: msg`Logout Failed`,
};

function waitDescription(seconds: number | undefined): MessageDescriptor {
  const minutes = Math.max(1, Math.ceil((seconds ?? 900) / 60));
  return msg({
    message: plural(minutes, {
      one: 'Too many attempts. Please try again in # minute.',
      other: 'Too many attempts. Please try again in # minutes.',
    }),
  });
}

const descriptions: Record<string, MessageDescriptor> = {
  mobileOrEmailRequired: msg`Enter your mobile number or your email address: one is enough.`,
  invalidCharacters: msg`Remove the control or formatting characters from this field.`,
  invalidMobile: msg`Enter a Saudi mobile number, like 05XXXXXXXX.`,
  invalidEmail: msg`Enter a valid email address.`,
  fullNameRequired: msg`Please enter your full name.`,
  invalidFullName: msg`Please enter your full name.`,
  emailRequired: msg`Please enter your email address.`,
  passwordRequired: msg`Please enter your password.`,
  passwordTooShort: msg`The password must be at least 8 characters.`,
  passwordTooLong: msg`The password is too long.`,
  privacyNoticeNotAccepted: msg`Read and accept the privacy notice to create an account.`,
  identifierRequired: msg`Please enter your email or mobile number.`,
  accountExists: msg`An account with this email or mobile already exists. Log in instead.`,
  accountSuspended: msg`This account is suspended. Please contact support.`,
  totpRequired: msg`Enter the 6-digit code from your authenticator app, or a recovery code.`,
  invalidTotpCode: msg`The password or the code is not right, or the code was used already. Try again with the app's current code.`,
  unreachable: msg`We could not reach the server. Check your connection and try again.`,
};

export function failureText(attempt: AuthAttempt, failure: AuthFailure): NoticeText {
  if (failure.fields) return { title: titles[attempt], description: msg`Please correct the fields marked below.` };
  if (failure.code === 'tooManyAttempts') {
    return { title: titles[attempt], description: waitDescription(failure.retryAfterSeconds) };
  }
  if (failure.code === 'invalidCredentials') {
    return {
      title: titles[attempt],
      description: attempt === 'adminLogin' ? msg`Invalid email or password.` : msg`Invalid credentials`,
    };
  }
  return { title: titles[attempt], description: descriptions[failure.code] ?? msg`Please try again` };
}

/** What is wrong with one field of a form, beside the field. */
export const fieldProblemText = (code: string): MessageDescriptor => descriptions[code] ?? msg`Please try again`;

export const successTexts = {
  welcomeBack: { title: msg`Welcome back!` },
  accountCreated: { title: msg`Account Created!` },
  loggedOut: { title: msg`Logged out successfully` },
  adminSignedIn: { title: msg`Welcome back!` },
  adminLoggedOut: { title: msg`Logged out successfully` },
} satisfies Record<string, NoticeText>;

export const logInInstead = msg`Log in instead`;
