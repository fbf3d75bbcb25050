// The visit rules the admin picks (the arrival window's width, until when a cancellation is
// free, the late cancellation fee) as a draft for the log, or the problem of each field,
// checked by the event's own schema.
import { settingsVisitRulesChanged } from '../../../../machines/domain/settings-events.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export type VisitRulesField = 'arrivalWindowMinutes' | 'freeCancellationHours' | 'lateCancellationFeePercent';
export type VisitRulesProblem = 'invalidWindow' | 'invalidHours' | 'invalidPercent';

const problemOf: Record<VisitRulesField, VisitRulesProblem> = {
  arrivalWindowMinutes: 'invalidWindow',
  freeCancellationHours: 'invalidHours',
  lateCancellationFeePercent: 'invalidPercent',
};

/** Whole numbers only: anything else is left for the schema to refuse. */
const wholeNumber = (typed: string) => (/^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

export function visitRulesDraft(typed: Record<VisitRulesField, string>): { draft: Draft } | { problems: Partial<Record<VisitRulesField, VisitRulesProblem>> } {
  const data = settingsVisitRulesChanged.safeParse({
    arrivalWindowMinutes: wholeNumber(typed.arrivalWindowMinutes),
    freeCancellationHours: wholeNumber(typed.freeCancellationHours),
    lateCancellationFeePercent: wholeNumber(typed.lateCancellationFeePercent),
  });
  if (data.success) return { draft: { stream: 'settings', type: 'settings.visitRulesChanged', data: data.data } };
  const problems: Partial<Record<VisitRulesField, VisitRulesProblem>> = {};
  for (const issue of data.error.issues) {
    const field = issue.path[0] as VisitRulesField;
    problems[field] = problemOf[field];
  }
  return { problems };
}
