// The company details an invoice names, typed by the admin, as a draft for the log or the
// problem of each field, checked by the event's own schema.
import { settingsCompanyChanged } from '../../../../machines/domain/settings-events.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export type CompanyField = 'nameEn' | 'nameAr' | 'vatNumber';
export type CompanyProblem = 'required' | 'invalidCharacters' | 'tooLong' | 'invalidVatNumber';

export interface CompanyFields {
  nameEn: string;
  nameAr: string;
  vatNumber: string;
}

const fieldOfPath = (path: readonly PropertyKey[]): CompanyField =>
  path[0] === 'vatNumber' ? 'vatNumber' : path[1] === 'ar' ? 'nameAr' : 'nameEn';

export function companyDraft(fields: CompanyFields): { draft: Draft } | { problems: Partial<Record<CompanyField, CompanyProblem>> } {
  const vatNumber = fields.vatNumber.replace(/\s/g, '');
  const data = settingsCompanyChanged.safeParse({
    name: { en: fields.nameEn.trim(), ar: fields.nameAr.trim() },
    vatNumber,
  });
  if (data.success) return { draft: { stream: 'settings', type: 'settings.companyChanged', data: data.data } };
  const problems: Partial<Record<CompanyField, CompanyProblem>> = {};
  for (const issue of data.error.issues) {
    const field = fieldOfPath(issue.path);
    problems[field] ??=
      field === 'vatNumber' ? 'invalidVatNumber'
      : issue.code === 'too_small' ? 'required'
      : issue.code === 'too_big' ? 'tooLong'
      : 'invalidCharacters';
  }
  return { problems };
}
