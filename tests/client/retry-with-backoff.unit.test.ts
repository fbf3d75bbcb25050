import { describe, expect, it } from 'vitest';
import { retryWithBackoff } from '../../src/app/retry-with-backoff.ts';

function failingTimes(failures: number) {
  let calls = 0;
  return {
    task: async () => {
      calls += 1;
      if (calls <= failures) throw new Error(`failure ${calls}`);
      return 'map';
    },
    calls: () => calls,
  };
}

describe('retrying with a growing back-off', () => {
  it('answers at once when the first attempt succeeds, without waiting', async () => {
    const waits: number[] = [];
    const { task, calls } = failingTimes(0);
    await expect(retryWithBackoff(task, { sleep: async (ms) => void waits.push(ms) })).resolves.toBe('map');
    expect(calls()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('tries 3 more times, each wait twice the one before', async () => {
    const waits: number[] = [];
    const { task, calls } = failingTimes(3);
    await expect(retryWithBackoff(task, { initialMs: 500, sleep: async (ms) => void waits.push(ms) })).resolves.toBe('map');
    expect(calls()).toBe(4);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('gives up with the last error after the third retry fails', async () => {
    const { task, calls } = failingTimes(10);
    await expect(retryWithBackoff(task, { sleep: async () => {} })).rejects.toThrow('failure 4');
    expect(calls()).toBe(4);
  });
});
