import { z } from 'zod';
import { limits } from './constants.ts';
import { normaliseSaudiMobile } from './phone-number.ts';

// Field schemas shared by every payload: one definition of a name, an email, a mobile.
export const fullName = z.string().trim().min(2).max(100);
export const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));
export const saudiMobile = z
  .string()
  .regex(/^\+9665\d{8}$/, 'mobile must be stored as +9665XXXXXXXX');
export const typedMobile = z
  .string()
  .transform((typed, ctx) => normaliseSaudiMobile(typed) ?? (ctx.addIssue({ code: 'custom', message: 'invalidMobile' }), z.NEVER));
export const userId = z.string().regex(/^[1-9]\d{3,4}$/);
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const longText = z.string().trim().max(limits.maxTextLength);
export const bilingualText = z.strictObject({ en: z.string().trim().min(1).max(500), ar: z.string().trim().min(1).max(500) });
