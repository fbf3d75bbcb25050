import { z } from 'zod';
import { westernDigits } from '../../machines/domain/phone-number.ts';
import { normalisedRegistration, passwordLength, registrationProblems } from '../../machines/domain/registration-rules.ts';
import { email, invalidCharacters, isCleanText } from '../../machines/domain/text-fields.ts';
import { accountLanguages } from '../../machines/domain/user-events.ts';
import { ApiError } from '../http/api-error.ts';
import { jsonOf } from '../http/json-body.ts';

// The bodies the sign-in routes take, checked at the edge. Every refusal names a stable code
// the client translates; the first field's code is the error's code, and all of them are
// listed under `issues`. Unknown fields are refused (strict objects).
// scrypt takes any length; the upper bound keeps a megabyte "password" from being hashed at all.
const { min: minPasswordLength, max: maxPasswordLength } = passwordLength;

const required = (code: string) => z.string({ error: code }).trim().min(1, code);

// Passwords and sign-in identifiers too: a lone surrogate would hash or match like U+FFFD, and
// a control character is never typed on purpose (and PostgreSQL refuses NUL).
const oneCleanLine = (value: string) => isCleanText(value, { multiline: false });

const newPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(minPasswordLength, 'passwordTooShort')
  .max(maxPasswordLength, 'passwordTooLong')
  .refine(oneCleanLine, invalidCharacters);

const givenPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .max(maxPasswordLength, 'passwordTooLong')
  .refine(oneCleanLine, invalidCharacters);

/** Judged by the registration rules the browser shows beside each field: every problem at once. */
export const registrationBody = z
  .strictObject({
    fullName: z.string({ error: 'fullNameRequired' }),
    mobile: z.string({ error: 'invalidMobile' }).default(''),
    email: z.string({ error: 'invalidEmail' }).default(''),
    password: z.string({ error: 'passwordRequired' }),
    /** The box "I have read and accept the privacy notice": registration is refused unless ticked. */
    privacyNoticeAccepted: z.boolean({ error: 'privacyNoticeNotAccepted' }).default(false),
    /** The language the visitor registered in, kept on the account (issue 23 item 13). */
    language: z.enum(accountLanguages).optional(),
  })
  .superRefine((typed, ctx) => {
    for (const [field, problem] of Object.entries(registrationProblems(typed))) {
      ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  })
  .transform(({ language, ...typed }) => ({ ...normalisedRegistration(typed), language }));

const identifierField = required('identifierRequired').pipe(
  z.string().max(254, 'invalidCredentials').refine(oneCleanLine, invalidCharacters),
);

export const signInBody = z.strictObject({
  identifier: identifierField,
  password: givenPassword,
});

/** Forgot password: the email (a link is sent) or mobile (a code is sent), and the language of the message. */
export const passwordResetRequestBody = z.strictObject({
  identifier: identifierField,
  language: z.enum(['en', 'ar']).default('en'),
});

/** The link's token, or the mobile's 6-digit code with the identifier it was sent for; `password` follows the registration's rules. */
export const passwordResetCompletionBody = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'resetInvalid').optional(),
  identifier: identifierField.optional(),
  code: z
    .string()
    .transform((typed) => westernDigits(typed).replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'resetInvalid'))
    .optional(),
  password: newPassword,
});

/** The password typed again to delete the account (docs/decisions.md 34). */
export const accountDeletionBody = z.strictObject({ password: givenPassword });

export const passwordChangeBody = z.strictObject({
  currentPassword: givenPassword,
  newPassword,
});

/** A code of the admin's authenticator app (6 digits) or a recovery code, as typed. */
const secondFactorCode = z.string().trim().min(1, 'codeRequired').max(20, 'invalidTotpCode').refine(oneCleanLine, invalidCharacters);

export const adminSignInBody = z.strictObject({
  email: required('emailRequired').pipe(z.string().max(254, 'invalidEmail').refine(oneCleanLine, invalidCharacters)),
  password: givenPassword,
  /** Only for an admin who turned two-factor sign-in on. */
  code: secondFactorCode.optional(),
});

export const secondFactorBody = z.strictObject({ code: secondFactorCode });

/** Another admin, added by a signed-in admin with a first password they pass on. */
export const newAdminBody = z.strictObject({
  email: required('emailRequired').pipe(email),
  password: newPassword,
});

/** The code of a field's issue when its schema gave none of its own (shared field schemas). */
const fieldCodes: Record<string, string> = {
  fullName: 'invalidFullName',
  mobile: 'invalidMobile',
  email: 'invalidEmail',
};

const knownCodes = new Set([
  'fullNameRequired',
  'mobileOrEmailRequired',
  'invalidMobile',
  'emailRequired',
  'invalidEmail',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'identifierRequired',
  'invalidCredentials',
  'invalidFullName',
  'resetInvalid',
  'privacyNoticeNotAccepted',
  invalidCharacters,
]);

const messages: Record<string, string> = {
  mobileOrEmailRequired: 'Enter your mobile number or your email address.',
  invalidMobile: 'Enter a Saudi mobile number, like 05XXXXXXXX.',
  invalidEmail: 'Enter a valid email address.',
  privacyNoticeNotAccepted: 'Read and accept the privacy notice to create an account.',
  invalidCharacters: 'Remove the control or formatting characters from this field.',
  passwordTooShort: `The password must be at least ${minPasswordLength} characters.`,
};

export interface FieldIssue {
  path: string;
  code: string;
}

export async function readBody<Schema extends z.ZodType>(
  request: { json(): Promise<unknown> },
  schema: Schema,
): Promise<z.output<Schema>> {
  const body = await jsonOf(request);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.flatMap(fieldIssues);
  const code = issues[0]?.code ?? 'invalidInput';
  throw new ApiError(400, code, messages[code] ?? 'Some fields are missing or not valid.', { issues });
}

function fieldIssues(issue: z.core.$ZodIssue): FieldIssue[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: key, code: 'invalidInput' }));
  }
  const path = issue.path.map(String).join('.');
  if (knownCodes.has(issue.message)) return [{ path, code: issue.message }];
  return [{ path, code: fieldCodes[path] ?? 'invalidInput' }];
}
