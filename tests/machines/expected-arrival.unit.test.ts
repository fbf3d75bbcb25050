import { describe, expect, it } from 'vitest';
import { expectedArrivalChoices } from '../../machines/domain/expected-arrival.ts';

describe('the times a technician on the way may expect to arrive', () => {
  it('given a window from 10:00 to 12:00, then quarter hours from 09:00 to 13:00', () => {
    const choices = expectedArrivalChoices({ date: '2026-11-29', from: '10:00', to: '12:00' });
    expect(choices.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(choices.at(-1)).toBe('13:00');
    expect(choices).toHaveLength(17);
  });

  it('given a window starting off the quarter hour, then the first choice is the quarter hour after an hour before it', () => {
    expect(expectedArrivalChoices({ date: '2026-11-29', from: '10:10', to: '11:40' }).slice(0, 2)).toEqual(['09:15', '09:30']);
  });

  it('given a window late in the evening, then no choice passes midnight', () => {
    expect(expectedArrivalChoices({ date: '2026-11-29', from: '21:30', to: '23:30' }).at(-1)).toBe('23:45');
  });
});
