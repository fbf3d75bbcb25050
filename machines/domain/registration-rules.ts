import { normaliseEmail, normaliseSaudiMobile } from './phone-number.ts';
import { isCleanText, isEmailAddress, showsALetterOrDigit } from './text-rules.ts';

// What a registration must hold, judged the same in the browser (every problem at once,
// beside its field) and by the server: a name, a password, and a mobile OR an email, since
// either one is enough to sign in with; and the privacy notice accepted (docs/decisions.md 32).
export type RegistrationField = 'fullName' | 'mobile' | 'email' | 'password' | 'privacyNoticeAccepted';
export const registrationFields: readonly RegistrationField[] = ['fullName', 'mobile', 'email', 'password', 'privacyNoticeAccepted'];

export type RegistrationProblem =
  | 'fullNameRequired'
  | 'invalidFullName'
  | 'mobileOrEmailRequired'
  | 'invalidMobile'
  | 'invalidEmail'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'invalidCharacters'
  | 'privacyNoticeNotAccepted';

export type RegistrationProblems = Partial<Record<RegistrationField, RegistrationProblem>>;

export const passwordLength = { min: 8, max: 256 } as const;

export interface TypedRegistration {
  fullName: string;
  mobile: string;
  email: string;
  password: string;
  privacyNoticeAccepted: boolean;
}

/** Either contact is enough: the customer signs in with whichever they gave. */
export const mobileOrEmailGiven = ({ mobile, email }: Pick<TypedRegistration, 'mobile' | 'email'>) =>
  mobile.trim() !== '' || email.trim() !== '';

function fullNameProblem(typed: string): RegistrationProblem | null {
  const name = typed.trim();
  if (name === '') return 'fullNameRequired';
  if (!isCleanText(typed, { multiline: false })) return 'invalidCharacters';
  return name.length >= 2 && name.length <= 100 && showsALetterOrDigit.test(name) ? null : 'invalidFullName';
}

function passwordProblem(typed: string): RegistrationProblem | null {
  if (typed === '') return 'passwordRequired';
  if (typed.length < passwordLength.min) return 'passwordTooShort';
  if (typed.length > passwordLength.max) return 'passwordTooLong';
  return isCleanText(typed, { multiline: false }) ? null : 'invalidCharacters';
}

/** Every problem of the registration as typed, each on its field; empty when it may be sent. */
export function registrationProblems(typed: TypedRegistration): RegistrationProblems {
  const problems: Record<RegistrationField, RegistrationProblem | null> = {
    fullName: fullNameProblem(typed.fullName),
    mobile: typed.mobile.trim() !== '' && !normaliseSaudiMobile(typed.mobile) ? 'invalidMobile' : null,
    email: typed.email.trim() !== '' && !isEmailAddress(typed.email) ? 'invalidEmail' : null,
    password: passwordProblem(typed.password),
    privacyNoticeAccepted: typed.privacyNoticeAccepted ? null : 'privacyNoticeNotAccepted',
  };
  if (!mobileOrEmailGiven(typed)) {
    problems.mobile = 'mobileOrEmailRequired';
    problems.email = 'mobileOrEmailRequired';
  }
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== null));
}

/** The registration as it is kept: trimmed, the mobile as +9665XXXXXXXX, '' for a contact not given. */
export function normalisedRegistration(typed: TypedRegistration): TypedRegistration {
  return {
    fullName: typed.fullName.trim(),
    mobile: typed.mobile.trim() === '' ? '' : (normaliseSaudiMobile(typed.mobile) ?? typed.mobile),
    email: typed.email.trim() === '' ? '' : normaliseEmail(typed.email),
    password: typed.password,
    privacyNoticeAccepted: typed.privacyNoticeAccepted,
  };
}
