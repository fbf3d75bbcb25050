import { describe, expect, it } from 'vitest';
import { Backoff } from '../../src/eventlog/backoff.ts';

describe('reconnection backoff', () => {
  it('doubles from half a second up to thirty seconds at the most', () => {
    const backoff = new Backoff({ random: () => 1 });
    const waits = Array.from({ length: 9 }, () => backoff.next());
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('waits at least half of each step, so clients do not retry in step', () => {
    const backoff = new Backoff({ random: () => 0 });
    expect([backoff.next(), backoff.next()]).toEqual([250, 500]);
  });

  it('starts over after a success', () => {
    const backoff = new Backoff({ random: () => 1 });
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.next()).toBe(500);
  });
});
