// What the admin narrows the Users tab to: a search over name, email, mobile and id (Arabic
// letter variants and Arabic-Indic digits alike), the plan in force, suspended or not; then
// one page of what is found. Pure, so the list and its tests agree.
import { isPlanId, type PlanId } from '../domain/constants.ts';
import type { UserRow } from './admin-users.ts';
import { digitsOf, searchable } from './search-text.ts';

export type PlanFilter = 'any' | 'none' | PlanId;
export type SuspendedFilter = 'any' | 'suspended' | 'notSuspended';

export const planFilters: readonly PlanFilter[] = ['any', 'none', 'vip', 'vip-plus'];
export const suspendedFilters: readonly SuspendedFilter[] = ['any', 'suspended', 'notSuspended'];

export interface UserFilters {
  search: string;
  plan: PlanFilter;
  suspended: SuspendedFilter;
}

export const noUserFilters: UserFilters = { search: '', plan: 'any', suspended: 'any' };

export const usersPerPage = 25;

export interface UsersPage {
  rows: UserRow[];
  /** How many users pass the filters, on every page. */
  found: number;
  /** 1-based, within 1 and `pages`. */
  page: number;
  pages: number;
}

export const isPlanFilter = (value: unknown): value is PlanFilter => value === 'any' || value === 'none' || isPlanId(value);
export const isSuspendedFilter = (value: unknown): value is SuspendedFilter =>
  (suspendedFilters as readonly unknown[]).includes(value);

export function findUsers(rows: readonly UserRow[], filters: UserFilters, page: number, perPage = usersPerPage): UsersPage {
  const matches = searchMatcher(filters.search);
  const found = rows.filter((row) => matchesPlan(row, filters.plan) && matchesSuspended(row, filters.suspended) && matches(row));
  exactIdFirst(found, searchable(filters.search));
  const pages = Math.max(1, Math.ceil(found.length / perPage));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { rows: found.slice((shown - 1) * perPage, shown * perPage), found: found.length, page: shown, pages };
}

/** A user id typed in full comes first, ahead of mobiles that merely hold its digits. */
function exactIdFirst(found: UserRow[], query: string): void {
  const index = query ? found.findIndex((row) => row.userId === query) : -1;
  if (index > 0) found.unshift(...found.splice(index, 1));
}

function matchesPlan(row: UserRow, plan: PlanFilter): boolean {
  if (plan === 'any') return true;
  if (plan === 'none') return row.plan === null;
  return row.plan === plan;
}

function matchesSuspended(row: UserRow, suspended: SuspendedFilter): boolean {
  if (suspended === 'any') return true;
  return (row.state === 'suspended') === (suspended === 'suspended');
}

/** A mobile typed as 05XXXXXXXX finds the stored +9665XXXXXXXX: leading zeros are dropped. */
const minimumMobileDigits = 4;

/** The query is prepared once, then each row is a substring test or two. */
function searchMatcher(search: string): (row: UserRow) => boolean {
  const query = searchable(search);
  if (!query) return () => true;
  const digits = digitsOf(query);
  const onlyDigits = digits.length > 0 && digits.length === query.replace(/[\s+\-()]/g, '').length;
  const mobileDigits = onlyDigits ? digits.replace(/^0+/, '') : '';
  const byMobile = mobileDigits.length >= minimumMobileDigits;
  return (row) => row.searchText.includes(query) || (byMobile && row.mobileDigits.includes(mobileDigits));
}
