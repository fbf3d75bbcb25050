// A technician as the admin types them (names in both languages, a Saudi mobile however typed,
// the services ticked, the photo uploaded if any), as a draft for their stream or the problem of each field, checked by the
// event's own schema; and taking them off visits or back.
import { v7 as uuidv7 } from 'uuid';
import { normaliseSaudiMobile } from '../../../../machines/domain/phone-number.ts';
import { technicianStream } from '../../../../machines/domain/streams.ts';
import { technicianDetails } from '../../../../machines/domain/technician-events.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export type TechnicianField = 'nameEn' | 'nameAr' | 'mobile' | 'services';
export type TechnicianProblem = 'required' | 'invalidCharacters' | 'tooLong' | 'invalidMobile' | 'chooseAService';

export interface TypedTechnician {
  nameEn: string;
  nameAr: string;
  mobile: string;
  services: string[];
  /** The photo uploaded for them, or none. */
  photoId: string | null;
}

/** Whose details: a new technician (a fresh id), or one kept. */
export type TechnicianTarget = { technicianId: string } | null;

const fieldOfPath = (path: readonly PropertyKey[]): TechnicianField =>
  path[0] === 'mobile' ? 'mobile' : path[0] === 'services' ? 'services' : path[1] === 'ar' ? 'nameAr' : 'nameEn';

const problemOf = (field: TechnicianField, code: string): TechnicianProblem =>
  field === 'mobile' ? 'invalidMobile'
  : field === 'services' ? 'chooseAService'
  : code === 'too_small' ? 'required'
  : code === 'too_big' ? 'tooLong'
  : 'invalidCharacters';

export function technicianDraft(
  typed: TypedTechnician,
  target: TechnicianTarget,
  newTechnicianId: () => string = uuidv7,
): { draft: Draft } | { problems: Partial<Record<TechnicianField, TechnicianProblem>> } {
  const data = technicianDetails.safeParse({
    name: { en: typed.nameEn, ar: typed.nameAr },
    // Not a mobile: kept as typed, so the schema names the field.
    mobile: normaliseSaudiMobile(typed.mobile) ?? typed.mobile,
    services: typed.services,
    photoId: typed.photoId,
  });
  if (!data.success) {
    const problems: Partial<Record<TechnicianField, TechnicianProblem>> = {};
    for (const issue of data.error.issues) {
      const field = fieldOfPath(issue.path);
      problems[field] ??= problemOf(field, issue.code);
    }
    return { problems };
  }
  const stream = technicianStream(target?.technicianId ?? newTechnicianId());
  return { draft: { stream, type: target ? 'technician.changed' : 'technician.added', data: data.data } };
}

export const takenOffVisitsDraft = (stream: string): Draft => ({ stream, type: 'technician.deactivated', data: {} });
export const backOnVisitsDraft = (stream: string): Draft => ({ stream, type: 'technician.reactivated', data: {} });
