import { z } from 'zod';
import { isValidIsoDate } from './riyadh-calendar.ts';
import { bilingualText, clockTime, lineText, multilineText } from './text-fields.ts';
import type { EventDefinition } from './event-catalog.ts';

// Events of the one `settings` stream, which every visitor may read.
export const planTerms = z.strictObject({
  price: z.number().int().min(0).max(100_000),
  visits: z.number().int().min(1).max(100),
  days: z.number().int().min(1).max(366),
  features: z.array(bilingualText).max(12),
});
export const settingsPlansUpdated = z.strictObject({
  plans: z.strictObject({ vip: planTerms, 'vip-plus': planTerms }),
});
export const settingsSupportNumberChanged = z.strictObject({
  number: z.string().regex(/^\+[1-9]\d{7,14}$/, 'international number, digits only'),
});
export const settingsWorkingHoursChanged = z.strictObject({ opens: clockTime, closes: clockTime });
export const settingsAutoReplySwitched = z.strictObject({ enabled: z.boolean() });
/** The seller a tax invoice names: a Saudi VAT number is 15 digits, starting and ending with 3. */
export const vatNumber = z.string().regex(/^3\d{13}3$/, 'invalidVatNumber');
const companyName = z.strictObject({ en: lineText({ min: 1, max: 120 }), ar: lineText({ min: 1, max: 120 }) });
export const settingsCompanyChanged = z.strictObject({ name: companyName, vatNumber });
/** The seller's national address as ZATCA asks for it on a tax invoice; Arabic text is fine. */
export const companyAddress = z.strictObject({
  street: lineText({ min: 1, max: 120 }),
  buildingNumber: z.string().regex(/^\d{4}$/, 'invalidBuildingNumber'),
  district: lineText({ min: 1, max: 120 }),
  city: lineText({ min: 1, max: 120 }),
  postalCode: z.string().regex(/^\d{5}$/, 'invalidPostalCode'),
});
/** Schema 2: the address joins, and what is not known yet is null (docs/decisions.md 30). */
export const companySchemaVersion = 2;
export const settingsCompanyChangedWithAddress = z.strictObject({
  name: companyName,
  vatNumber: vatNumber.nullable(),
  address: companyAddress.nullable(),
});
/** A promotional offer on /offers (docs/decisions.md 21): in both languages, an optional discount, and
 * the last Riyadh day it runs, if it ends. Published again with the same id, it replaces itself. */
export const offerId = z.string().regex(/^[0-9a-z-]{6,40}$/);
export const settingsOfferPublished = z.strictObject({
  offerId,
  title: z.strictObject({ en: lineText({ max: 120 }), ar: lineText({ max: 120 }) }),
  text: z.strictObject({ en: multilineText({ min: 1, max: 1000 }), ar: multilineText({ min: 1, max: 1000 }) }),
  discountPercent: z.number().int().min(1).max(100).optional(),
  endsOn: z.string().refine(isValidIsoDate, 'invalidDate').optional(),
});
export const settingsOfferWithdrawn = z.strictObject({ offerId });
/** How visits are promised and given up: the arrival window's width, and the fee for cancelling late. */
export const settingsVisitRulesChanged = z.strictObject({
  arrivalWindowMinutes: z.number().int().min(30).max(120).multipleOf(30),
  freeCancellationHours: z.number().int().min(0).max(168),
  lateCancellationFeePercent: z.number().int().min(0).max(100),
});

export const settingsEventSchemas = {
  'settings.plansUpdated': { stream: 'settings', schemas: { 1: settingsPlansUpdated } },
  'settings.supportNumberChanged': { stream: 'settings', schemas: { 1: settingsSupportNumberChanged } },
  'settings.workingHoursChanged': { stream: 'settings', schemas: { 1: settingsWorkingHoursChanged } },
  'settings.autoReplySwitched': { stream: 'settings', schemas: { 1: settingsAutoReplySwitched } },
  'settings.companyChanged': {
    stream: 'settings',
    schemas: { 1: settingsCompanyChanged, [companySchemaVersion]: settingsCompanyChangedWithAddress },
  },
  'settings.offerPublished': { stream: 'settings', schemas: { 1: settingsOfferPublished } },
  'settings.offerWithdrawn': { stream: 'settings', schemas: { 1: settingsOfferWithdrawn } },
  'settings.visitRulesChanged': { stream: 'settings', schemas: { 1: settingsVisitRulesChanged } },
} satisfies Record<string, EventDefinition>;

export type PlanTerms = z.infer<typeof planTerms>;
export type SettingsPlansUpdated = z.infer<typeof settingsPlansUpdated>;
export type SettingsSupportNumberChanged = z.infer<typeof settingsSupportNumberChanged>;
export type SettingsWorkingHoursChanged = z.infer<typeof settingsWorkingHoursChanged>;
export type SettingsAutoReplySwitched = z.infer<typeof settingsAutoReplySwitched>;
export type SettingsCompanyChangedV1 = z.infer<typeof settingsCompanyChanged>;
/** The company's details as the newest schema has them; older events are upcast to it. */
export type SettingsCompanyChanged = z.infer<typeof settingsCompanyChangedWithAddress>;
export type CompanyAddress = z.infer<typeof companyAddress>;
export type SettingsOfferPublished = z.infer<typeof settingsOfferPublished>;
export type SettingsOfferWithdrawn = z.infer<typeof settingsOfferWithdrawn>;
export type SettingsVisitRulesChanged = z.infer<typeof settingsVisitRulesChanged>;
export type VisitRules = SettingsVisitRulesChanged;
/** An offer as the settings keep it: what was last published under its id. */
export type Offer = SettingsOfferPublished;
