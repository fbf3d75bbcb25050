// The reviews as a spreadsheet: one line per visit reviewed on a Riyadh day of the chosen range
// (the day first written, as Analytics count it), newest request first, with its customer,
// services, technician, stars and comment as last changed. The words come from the view.
import type { ServiceId } from '../domain/constants.ts';
import { riyadhDateAt } from '../domain/riyadh-calendar.ts';
import type { AdminRequestRow } from './admin-requests.ts';
import { csvDocument, csvMoment, type CsvValue } from './analytics-csv.ts';
import { dayWithin, type DayRange } from './analytics-range.ts';

export const reviewColumns = ['requestNumber', 'reviewedAt', 'editedAt', 'customerName', 'services', 'technician', 'stars', 'comment'] as const;
export type ReviewColumn = (typeof reviewColumns)[number];

export interface ReviewsCsvWords {
  headers: Record<ReviewColumn, string>;
  services(services: readonly ServiceId[]): string;
  technician(name: { en: string; ar: string }): string;
}

export function reviewsCsv(rows: readonly AdminRequestRow[], range: DayRange, words: ReviewsCsvWords): string {
  const lines = rows.flatMap(({ number, request, customer }): CsvValue[][] => {
    const { review, appointment } = request;
    if (!review || !dayWithin(riyadhDateAt(review.at), range)) return [];
    const technician = appointment?.technician;
    return [
      [
        number,
        csvMoment(review.at),
        csvMoment(review.editedAt),
        customer.fullName,
        words.services(request.services),
        technician ? words.technician(technician.name) : null,
        review.stars,
        review.comment,
      ],
    ];
  });
  return csvDocument([reviewColumns.map((column) => words.headers[column]), ...lines]);
}
