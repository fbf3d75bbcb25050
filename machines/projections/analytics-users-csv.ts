// The customers as a spreadsheet: one line per customer of the admin's log (newest account
// first, as the Users tab lists them), with the plan in force when downloaded, its expiry, how
// many requests they made and when they last signed in. Headers and plan names come in the
// page's language from the view.
import type { PlanId } from '../domain/constants.ts';
import type { UserRow } from './admin-users.ts';
import { csvDocument, csvMoment, type CsvValue } from './analytics-csv.ts';

export const userColumns = ['userId', 'fullName', 'email', 'mobile', 'plan', 'expiresAt', 'requests', 'lastSeen'] as const;
export type UserColumn = (typeof userColumns)[number];

export interface UsersCsvWords {
  headers: Record<UserColumn, string>;
  plan(plan: PlanId): string;
}

export function usersCsv(rows: readonly UserRow[], words: UsersCsvWords): string {
  const lines = rows.map((row): CsvValue[] => [
    row.userId,
    row.fullName,
    row.email,
    row.mobile,
    row.plan ? words.plan(row.plan) : null,
    csvMoment(row.expiresAt),
    row.requests,
    csvMoment(row.lastSeen),
  ]);
  return csvDocument([userColumns.map((column) => words.headers[column]), ...lines]);
}
