import { describe, expect, it } from 'vitest';
import { workingHoursDraft } from '../../src/features/admin/settings/working-hours-draft.ts';

// The working hours the admin picks, to the settings event or the first problem of each field.
describe('the working hours the admin picks', () => {
  it('are saved when the day opens before it closes', () => {
    expect(workingHoursDraft({ opens: '09:00', closes: '21:30' })).toEqual({
      draft: { stream: 'settings', type: 'settings.workingHoursChanged', data: { opens: '09:00', closes: '21:30' } },
    });
  });

  it('are refused by the settings’ rule when the day closes before it opens', () => {
    expect(workingHoursDraft({ opens: '22:00', closes: '08:00' })).toEqual({ problems: { closes: 'workingHoursOpenBeforeTheyClose' } });
  });

  it('are refused when they open and close at the same minute', () => {
    expect(workingHoursDraft({ opens: '10:00', closes: '10:00' })).toEqual({ problems: { closes: 'workingHoursOpenBeforeTheyClose' } });
  });

  it('name each time that is no time of day', () => {
    expect(workingHoursDraft({ opens: '', closes: '24:00' })).toEqual({ problems: { opens: 'invalidTime', closes: 'invalidTime' } });
  });
});
