// What text may hold, as plain predicates without the schema library, so that a page judging
// a form as it is typed (registration, on the first screen) does not download it; the field
// schemas (text-fields.ts) are built on the same predicates.
// Text is stored in PostgreSQL, shown on other people's screens and put into WhatsApp links,
// so none of it carries NUL or another control character (newline and tab only where several
// lines are allowed), a lone surrogate (not Unicode at all), or a bidi override, embedding or
// isolate control, which would make a name or a note display as something it is not. The
// refusal's message is the reason code the client translates.
export const invalidCharacters = 'invalidCharacters';

const controlCharacter = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const lineBreakOrTab = /[\t\n]/;
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/;
// In a `u` regex a surrogate pair is one code point, so only a lone surrogate matches.
const loneSurrogate = /\p{Cs}/u;

export function isCleanText(value: string, { multiline }: { multiline: boolean }): boolean {
  return (
    !loneSurrogate.test(value) &&
    !controlCharacter.test(value) &&
    !bidiControl.test(value) &&
    (multiline || !lineBreakOrTab.test(value))
  );
}

/** A person's name must show at least one letter or digit: zero-width characters alone are no name. */
export const showsALetterOrDigit = /[\p{L}\p{N}]/u;

// name@host.tld: a local part of the usual characters that neither starts nor ends with a dot
// nor holds two in a row, and host labels of letters, digits and hyphens under a letters-only
// top-level domain.
const emailShape = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+\-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `typed` (trimmed) is an email address the account routes take. */
export const isEmailAddress = (typed: string) => {
  const value = typed.trim();
  return value.length <= 254 && isCleanText(value, { multiline: false }) && emailShape.test(value);
};
