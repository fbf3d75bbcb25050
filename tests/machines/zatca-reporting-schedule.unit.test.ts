import { describe, expect, it } from 'vitest';
import {
  isReportOverdue,
  nextReportTryAt,
  reportDueBy,
  reportingDeadlineMs,
  reportRetryWaitMs,
} from '../../machines/domain/zatca-reporting-schedule.ts';

// When a ZATCA report is tried again, and when an unreported document is late.
const minute = 60_000;
const hour = 60 * minute;
const issuedAt = new Date('2026-11-27T21:30:05.000Z');

/** The times of every try within the first day when ZATCA never answers. */
function triesWithinADay(): Date[] {
  const tries = [issuedAt];
  for (let failed = 1; ; failed++) {
    const next = nextReportTryAt(tries.at(-1)!, failed);
    if (next.getTime() > reportDueBy(issuedAt).getTime()) return tries;
    tries.push(next);
  }
}

describe('the retry schedule of a report ZATCA did not answer', () => {
  it('given failed tries in a row, when the next wait is asked, then it grows 1 min, 5 min, 30 min, 2 h and stays at 2 h', () => {
    expect([1, 2, 3, 4, 5, 12].map(reportRetryWaitMs)).toEqual([minute, 5 * minute, 30 * minute, 2 * hour, 2 * hour, 2 * hour]);
  });

  it('given a try failed at a moment, when the next try is asked, then it comes that wait later', () => {
    expect(nextReportTryAt(new Date('2026-11-27T22:00:00.000Z'), 3).toISOString()).toBe('2026-11-27T22:30:00.000Z');
  });

  it('given ZATCA never answers, when the tries of the first day are counted, then there are 15, the last before the deadline and no wait over 2 h', () => {
    const tries = triesWithinADay();
    expect(tries).toHaveLength(15);
    expect(tries.at(-1)!.getTime() - issuedAt.getTime()).toBe(22 * hour + 36 * minute);
    const waits = tries.slice(1).map((at, index) => at.getTime() - tries[index]!.getTime());
    expect(Math.max(...waits)).toBe(2 * hour);
  });
});

describe('a document overdue for reporting', () => {
  it('given a document issued, when its deadline is asked, then it is 24 hours after its issue', () => {
    expect(reportingDeadlineMs).toBe(24 * hour);
    expect(reportDueBy(issuedAt).toISOString()).toBe('2026-11-28T21:30:05.000Z');
  });

  it('given an unreported document, when exactly 24 h have passed, then it is not yet overdue, and a millisecond later it is', () => {
    expect(isReportOverdue(issuedAt, reportDueBy(issuedAt), false)).toBe(false);
    expect(isReportOverdue(issuedAt, new Date(reportDueBy(issuedAt).getTime() + 1), false)).toBe(true);
  });

  it('given a document reported, when days have passed, then it is never overdue', () => {
    expect(isReportOverdue(issuedAt, new Date(issuedAt.getTime() + 72 * hour), true)).toBe(false);
  });
});
