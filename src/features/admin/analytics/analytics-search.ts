// The Analytics tab's part of the dashboard's URL search: `?tab=analytics&from=2026-10-01&to=2026-10-31`,
// so a reload, the back button or a shared link keep the days the admin chose. Both dates or
// neither (the last 30 days then); a date the calendar lacks is kept, and refused on the tab.
import type { DayRange } from '../../../../machines/projections/analytics-range.ts';

export type AnalyticsSearch = Partial<DayRange>;

export interface AnalyticsSearchInput {
  from?: unknown;
  to?: unknown;
}

const dateShape = /^\d{4}-\d{2}-\d{2}$/;
const isDateShaped = (value: unknown): value is string => typeof value === 'string' && dateShape.test(value);

export function analyticsSearch({ from, to }: AnalyticsSearchInput): AnalyticsSearch {
  return isDateShaped(from) && isDateShaped(to) ? { from, to } : {};
}
