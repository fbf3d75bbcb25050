// What the admin narrows the Requests tab to: a status, a service, a type, a range of
// preferred dates, and a search over the customer (name, email, mobile) and the request's
// order and request numbers. Pure, so the list and its tests agree.
import type { ServiceId } from '../domain/constants.ts';
import type { RequestKind } from '../domain/request-events.ts';
import type { RequestBadge } from '../request-status.ts';
import type { AdminRequestRow } from './admin-requests.ts';
import { digitsOf, searchable } from './search-text.ts';

export interface RequestFilters {
  status: RequestBadge | null;
  service: ServiceId | null;
  kind: RequestKind | null;
  /** Preferred dates from and to, inclusive, as YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  search: string;
}

export const noFilters: RequestFilters = { status: null, service: null, kind: null, from: null, to: null, search: '' };

export function filterRequests(rows: readonly AdminRequestRow[], filters: RequestFilters): AdminRequestRow[] {
  return rows.filter((row) => matchesFilters(row, filters) && matchesSearch(row, filters.search));
}

export function matchesFilters(row: AdminRequestRow, filters: RequestFilters): boolean {
  const { preferredDate, services, kind } = row.request;
  if (filters.status && row.badge !== filters.status) return false;
  if (filters.service && !services.includes(filters.service)) return false;
  if (filters.kind && kind !== filters.kind) return false;
  if (filters.from && preferredDate < filters.from) return false;
  if (filters.to && preferredDate > filters.to) return false;
  return true;
}

/** A mobile typed as 05XXXXXXXX finds the stored +9665XXXXXXXX: leading zeros are dropped. */
const minimumMobileDigits = 4;

export function matchesSearch(row: AdminRequestRow, search: string): boolean {
  const query = searchable(search);
  if (!query) return true;
  const { customer, request } = row;
  const texts = [customer.fullName, customer.email, row.number, row.requestId].map(searchable);
  if (texts.some((text) => text.includes(query))) return true;
  const digits = digitsOf(query);
  if (!digits || digits.length !== query.replace(/[\s+\-()]/g, '').length) return false;
  if (request.orderNumber !== null && String(request.orderNumber) === digits) return true;
  const mobileDigits = digits.replace(/^0+/, '');
  if (mobileDigits.length < minimumMobileDigits) return false;
  return [customer.mobile, request.phone].some((mobile) => digitsOf(mobile).includes(mobileDigits));
}
