// The Users tab's part of the dashboard's URL search: `?tab=users&find=<text>&plan=vip&status=suspended&page=2`,
// so the back button and a reload keep what the admin was looking at. Anything else is dropped.
import {
  isPlanFilter,
  isSuspendedFilter,
  noUserFilters,
  type PlanFilter,
  type SuspendedFilter,
  type UserFilters,
} from '../../../../machines/projections/user-filters.ts';

export interface UsersSearch {
  find?: string;
  plan?: Exclude<PlanFilter, 'any'>;
  status?: Exclude<SuspendedFilter, 'any'>;
  page?: number;
}

export interface UsersSearchInput {
  find?: unknown;
  plan?: unknown;
  status?: unknown;
  page?: unknown;
}

const maxFindLength = 200;
const maxPage = 10_000;

export function usersSearch(search: UsersSearchInput): UsersSearch {
  // The router reads `?find=1234` as a number.
  const typed = typeof search.find === 'number' ? String(search.find) : search.find;
  const find = typeof typed === 'string' && typed.trim() !== '' ? typed.slice(0, maxFindLength) : undefined;
  const plan = isPlanFilter(search.plan) && search.plan !== 'any' ? search.plan : undefined;
  const status = isSuspendedFilter(search.status) && search.status !== 'any' ? search.status : undefined;
  const page = Number.isInteger(search.page) && (search.page as number) > 1 ? Math.min(search.page as number, maxPage) : undefined;
  return { ...(find ? { find } : {}), ...(plan ? { plan } : {}), ...(status ? { status } : {}), ...(page ? { page } : {}) };
}

export const filtersOf = (search: UsersSearch): UserFilters => ({
  search: search.find ?? noUserFilters.search,
  plan: search.plan ?? noUserFilters.plan,
  suspended: search.status ?? noUserFilters.suspended,
});

/** The URL search for these filters and page, leaving out what is at its default. */
export const searchOf = (filters: UserFilters, page: number): UsersSearch =>
  usersSearch({ find: filters.search, plan: filters.plan, status: filters.suspended, page });
