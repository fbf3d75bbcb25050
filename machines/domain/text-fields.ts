import { z } from 'zod';
import { limits } from './constants.ts';
import { normaliseSaudiMobile } from './phone-number.ts';

// Field schemas shared by every payload and every account route: one definition of what text
// may hold. Text is stored in PostgreSQL, shown on other people's screens and put into
// WhatsApp links, so none of it carries NUL or another control character (newline and tab
// only where several lines are allowed), a lone surrogate (not Unicode at all), or a bidi
// override, embedding or isolate control, which would make a name or a note display as
// something it is not. The refusal's message is the reason code the client translates.
export { invalidCharacters, isCleanText } from './text-rules.ts';
import { invalidCharacters, isCleanText, showsALetterOrDigit } from './text-rules.ts';

export interface TextBounds {
  min?: number;
  max: number;
}

/** One line of text (a name, an address, a title), trimmed. */
export const lineText = ({ min = 1, max }: TextBounds) =>
  z.string().refine((value) => isCleanText(value, { multiline: false }), invalidCharacters).trim().min(min).max(max);

/** Free text that may hold several lines (a note, a chat message), trimmed. */
export const multilineText = ({ min = 0, max }: TextBounds) =>
  z.string().refine((value) => isCleanText(value, { multiline: true }), invalidCharacters).trim().min(min).max(max);

export const fullName = lineText({ min: 2, max: 100 }).refine((name) => showsALetterOrDigit.test(name), 'invalidFullName');

export const email = lineText({ max: 254 }).toLowerCase().pipe(z.email());
export const saudiMobile = z
  .string()
  .regex(/^\+9665\d{8}$/, 'mobile must be stored as +9665XXXXXXXX');
export const typedMobile = z
  .string()
  .transform((typed, ctx) => normaliseSaudiMobile(typed) ?? (ctx.addIssue({ code: 'custom', message: 'invalidMobile' }), z.NEVER));
export const userId = z.string().regex(/^[1-9]\d{3,4}$/);
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const longText = multilineText({ max: limits.maxTextLength });
export const bilingualText = z.strictObject({ en: lineText({ max: 500 }), ar: lineText({ max: 500 }) });
