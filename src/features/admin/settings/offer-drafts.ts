// An offer as the admin types it (title and text in both languages, an optional discount in
// whole percent and an optional last day), as a draft for the log or the problem of each field,
// checked by the event's own schema; and the withdrawal of a published offer.
import { v7 as uuidv7 } from 'uuid';
import { settingsOfferPublished } from '../../../../machines/domain/settings-events.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export type OfferField = 'titleEn' | 'titleAr' | 'textEn' | 'textAr' | 'discountPercent' | 'endsOn';
export type OfferProblem = 'required' | 'invalidCharacters' | 'tooLong' | 'invalidDiscount' | 'invalidDate';
export type TypedOffer = Record<OfferField, string>;

const fieldOfPath = (path: readonly PropertyKey[]): OfferField => {
  if (path[0] === 'discountPercent' || path[0] === 'endsOn') return path[0];
  const language = path[1] === 'ar' ? 'Ar' : 'En';
  return path[0] === 'text' ? `text${language}` : `title${language}`;
};

const problemOf = (field: OfferField, code: string): OfferProblem =>
  field === 'discountPercent' ? 'invalidDiscount'
  : field === 'endsOn' ? 'invalidDate'
  : code === 'too_small' ? 'required'
  : code === 'too_big' ? 'tooLong'
  : 'invalidCharacters';

/** Blank stays out of the offer; anything else must be a whole number (checked by the schema). */
const typedDiscount = (typed: string) => {
  const trimmed = typed.trim();
  if (trimmed === '') return {};
  return { discountPercent: /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN };
};
const typedEnd = (typed: string) => (typed.trim() === '' ? {} : { endsOn: typed.trim() });

export function offerDraft(typed: TypedOffer, newOfferId: () => string = uuidv7): { draft: Draft } | { problems: Partial<Record<OfferField, OfferProblem>> } {
  const data = settingsOfferPublished.safeParse({
    offerId: newOfferId(),
    title: { en: typed.titleEn, ar: typed.titleAr },
    text: { en: typed.textEn, ar: typed.textAr },
    ...typedDiscount(typed.discountPercent),
    ...typedEnd(typed.endsOn),
  });
  if (data.success) return { draft: { stream: 'settings', type: 'settings.offerPublished', data: data.data } };
  const problems: Partial<Record<OfferField, OfferProblem>> = {};
  for (const issue of data.error.issues) {
    const field = fieldOfPath(issue.path);
    problems[field] ??= problemOf(field, issue.code);
  }
  return { problems };
}

export const withdrawalDraft = (offerId: string): Draft => ({ stream: 'settings', type: 'settings.offerWithdrawn', data: { offerId } });
