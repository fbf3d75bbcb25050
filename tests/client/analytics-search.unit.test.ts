import { describe, expect, it } from 'vitest';
import { analyticsSearch } from '../../src/features/admin/analytics/analytics-search.ts';

// The Analytics tab's days in the admin dashboard's URL, checked at the route's edge: what a
// reload, the back button or a shared link may bring back, and nothing else.
describe("the Analytics tab's days in the URL", () => {
  it('given both dates, when read, then the tab gets them', () => {
    expect(analyticsSearch({ from: '2026-10-01', to: '2026-10-31' })).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('given one date alone, or dates not written as the calendar writes them, when read, then neither is kept (the last 30 days)', () => {
    for (const [from, to] of [
      ['2026-10-01', undefined],
      ['2026-10-1', '2026-10-31'],
      [20261001, '2026-10-31'],
      ['2026-10-01', '<img src=x>'],
    ]) {
      expect(analyticsSearch({ from, to })).toEqual({});
    }
  });

  it('given a day the calendar lacks, when read, then it is kept for the tab to refuse with its message', () => {
    expect(analyticsSearch({ from: '2026-02-30', to: '2026-03-05' })).toEqual({ from: '2026-02-30', to: '2026-03-05' });
  });
});
