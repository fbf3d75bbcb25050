// The company details an invoice names, typed by the admin, as a draft for the log or the
// problem of each field, checked by the event's own schema. An empty VAT number, or an address
// left wholly empty, is not known yet (docs/decisions.md 30); Arabic-Indic digits count as digits.
import { westernDigits } from '../../../../machines/domain/phone-number.ts';
import { companySchemaVersion, settingsCompanyChangedWithAddress } from '../../../../machines/domain/settings-events.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export const addressFields = ['street', 'buildingNumber', 'district', 'city', 'postalCode'] as const;
type AddressField = (typeof addressFields)[number];
export type CompanyField = 'nameEn' | 'nameAr' | 'vatNumber' | AddressField;
export type CompanyProblem = 'required' | 'invalidCharacters' | 'tooLong' | 'invalidVatNumber' | 'invalidBuildingNumber' | 'invalidPostalCode';

/** What the admin typed in a field. */
export type Typed = (field: CompanyField) => string;

const digitsOf = (typed: string) => westernDigits(typed).replace(/\s/g, '');

function fieldOfPath(path: readonly PropertyKey[]): CompanyField {
  if (path[0] === 'vatNumber') return 'vatNumber';
  if (path[0] === 'address') return path[1] as AddressField;
  return path[1] === 'ar' ? 'nameAr' : 'nameEn';
}

function addressOf(typed: Typed) {
  if (addressFields.every((field) => typed(field).trim() === '')) return null;
  const [street, district, city] = [typed('street'), typed('district'), typed('city')].map((text) => text.trim());
  return { street, buildingNumber: digitsOf(typed('buildingNumber')), district, city, postalCode: digitsOf(typed('postalCode')) };
}

export function companyDraft(typed: Typed): { draft: Draft } | { problems: Partial<Record<CompanyField, CompanyProblem>> } {
  const vatNumber = digitsOf(typed('vatNumber'));
  const data = settingsCompanyChangedWithAddress.safeParse({
    name: { en: typed('nameEn').trim(), ar: typed('nameAr').trim() },
    vatNumber: vatNumber === '' ? null : vatNumber,
    address: addressOf(typed),
  });
  if (data.success) return { draft: { stream: 'settings', type: 'settings.companyChanged', schema: companySchemaVersion, data: data.data } };
  const problems: Partial<Record<CompanyField, CompanyProblem>> = {};
  for (const issue of data.error.issues) {
    const field = fieldOfPath(issue.path);
    problems[field] ??=
      typed(field).trim() === '' ? 'required'
      : issue.message === 'invalidVatNumber' || issue.message === 'invalidBuildingNumber' || issue.message === 'invalidPostalCode' ? issue.message
      : issue.code === 'too_big' ? 'tooLong'
      : 'invalidCharacters';
  }
  return { problems };
}
