// When a simplified tax invoice or credit note is reported to ZATCA, and when it is late.
// ZATCA wants each simplified document within 24 hours of its issue. A try ZATCA did not
// answer (unreachable, busy, our credentials refused) is made again later each time: 1 min,
// 5 min, 30 min, 2 h, then every 2 h, so a day holds 15 tries and an outage of a few hours
// costs no more than 2 h of delay once it ends. An overdue document is still reported, on the
// same 2-hour step: late is better than never, and the admin is shown it is late.
const minute = 60_000;
const hour = 60 * minute;

export const reportingDeadlineMs = 24 * hour;

/** The wait after the 1st, 2nd, 3rd… failed try; the last one repeats. */
export const reportRetryWaitsMs: readonly number[] = [1 * minute, 5 * minute, 30 * minute, 2 * hour];

/** The wait before the next try once `failedTries` (1 or more) tries in a row went unanswered. */
export function reportRetryWaitMs(failedTries: number): number {
  const index = Math.min(Math.max(failedTries, 1), reportRetryWaitsMs.length) - 1;
  return reportRetryWaitsMs[index]!;
}

export const nextReportTryAt = (lastTryAt: Date, failedTries: number): Date => new Date(lastTryAt.getTime() + reportRetryWaitMs(failedTries));

/** The moment a document issued at `issuedAt` must have been reported by. */
export const reportDueBy = (issuedAt: Date): Date => new Date(issuedAt.getTime() + reportingDeadlineMs);

/** Still unreported more than 24 hours after its issue. */
export const isReportOverdue = (issuedAt: Date, now: Date, reported: boolean): boolean =>
  !reported && now.getTime() > reportDueBy(issuedAt).getTime();
