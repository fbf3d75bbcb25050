// The plans' terms typed by the admin (price, visits, days, features one per line in each
// language), as a draft for the log, or the first problem of each plan. New grants use them.
import { planIds, type PlanId } from '../../../../machines/domain/constants.ts';
import { settingsPlansUpdated, type PlanTerms } from '../../../../machines/domain/settings-events.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export interface TypedPlan {
  price: string;
  visits: string;
  days: string;
  featuresEn: string;
  featuresAr: string;
}

export type PlanProblem = 'invalidPrice' | 'invalidVisits' | 'invalidDays' | 'featuresInBothLanguages' | 'invalidFeatures';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const wholeNumber = (typed: string) => (/^\d{1,6}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

export const typedPlan = (terms: PlanTerms): TypedPlan => ({
  price: String(terms.price),
  visits: String(terms.visits),
  days: String(terms.days),
  featuresEn: terms.features.map((feature) => feature.en).join('\n'),
  featuresAr: terms.features.map((feature) => feature.ar).join('\n'),
});

function planTerms(typed: TypedPlan): PlanTerms | PlanProblem {
  const en = lines(typed.featuresEn);
  const ar = lines(typed.featuresAr);
  if (en.length !== ar.length) return 'featuresInBothLanguages';
  const terms = {
    price: wholeNumber(typed.price),
    visits: wholeNumber(typed.visits),
    days: wholeNumber(typed.days),
    features: en.map((line, index) => ({ en: line, ar: ar[index]! })),
  };
  const checked = settingsPlansUpdated.shape.plans.shape.vip.safeParse(terms);
  if (checked.success) return checked.data;
  const field = checked.error.issues[0]?.path[0];
  return field === 'price' ? 'invalidPrice' : field === 'visits' ? 'invalidVisits' : field === 'days' ? 'invalidDays' : 'invalidFeatures';
}

export function plansDraft(typed: Record<PlanId, TypedPlan>): { draft: Draft } | { problems: Partial<Record<PlanId, PlanProblem>> } {
  const problems: Partial<Record<PlanId, PlanProblem>> = {};
  const plans: Partial<Record<PlanId, PlanTerms>> = {};
  for (const plan of planIds) {
    const terms = planTerms(typed[plan]);
    if (typeof terms === 'string') problems[plan] = terms;
    else plans[plan] = terms;
  }
  if (Object.keys(problems).length > 0) return { problems };
  return { draft: { stream: 'settings', type: 'settings.plansUpdated', data: { plans } } };
}
