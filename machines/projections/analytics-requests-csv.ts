// The requests as a spreadsheet: one line per request of the admin's log (newest first, as the
// Requests tab lists them), with its customer, services, status, price and payment. The words
// (headers, service and status names) come in the page's language from the view.
import type { ServiceId } from '../domain/constants.ts';
import { riyadhDateAt } from '../domain/riyadh-calendar.ts';
import type { RequestBadge } from '../request-status.ts';
import type { AdminRequestRow } from './admin-requests.ts';
import { csvDocument, csvMoment, csvRiyals, type CsvValue } from './analytics-csv.ts';
import { dayWithin, type DayRange } from './analytics-range.ts';

export const requestColumns = [
  'requestNumber',
  'orderNumber',
  'submittedAt',
  'customerName',
  'email',
  'mobile',
  'services',
  'status',
  'priceSar',
  'paidAt',
  'invoice',
] as const;
export type RequestColumn = (typeof requestColumns)[number];

export interface RequestsCsvWords {
  headers: Record<RequestColumn, string>;
  services(services: readonly ServiceId[]): string;
  status(badge: RequestBadge): string;
}

/** The requests submitted on a Riyadh day of `range`: those the charts count for it. */
export function requestsSubmittedIn(rows: readonly AdminRequestRow[], range: DayRange): AdminRequestRow[] {
  return rows.filter(({ request }) => request.submittedAt !== null && dayWithin(riyadhDateAt(request.submittedAt), range));
}

export function requestsCsv(rows: readonly AdminRequestRow[], words: RequestsCsvWords): string {
  const lines = rows.map((row): CsvValue[] => [
    row.number,
    row.request.orderNumber,
    csvMoment(row.request.submittedAt),
    row.customer.fullName,
    row.customer.email,
    row.customer.mobile,
    words.services(row.request.services),
    words.status(row.badge),
    csvRiyals(row.request.priceHalalas),
    csvMoment(row.request.paidAt),
    row.request.payment?.invoiceNumber ?? null,
  ]);
  return csvDocument([requestColumns.map((column) => words.headers[column]), ...lines]);
}
