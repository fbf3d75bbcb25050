// The working hours the admin picks, as a draft for the log, or the first thing wrong with
// them: a time that is none, or a day that closes before it opens (the settings' own rule).
import { settingsWorkingHoursChanged } from '../../../../machines/domain/settings-events.ts';
import { workingHoursOpenBeforeTheyClose } from '../../../../machines/domain/settings-rules.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export type WorkingHoursField = 'opens' | 'closes';
export type WorkingHoursProblem = 'invalidTime' | 'workingHoursOpenBeforeTheyClose';

export function workingHoursDraft(typed: Record<WorkingHoursField, string>): { draft: Draft } | { problems: Partial<Record<WorkingHoursField, WorkingHoursProblem>> } {
  const data = settingsWorkingHoursChanged.safeParse({ opens: typed.opens.trim(), closes: typed.closes.trim() });
  if (!data.success) {
    const problems: Partial<Record<WorkingHoursField, WorkingHoursProblem>> = {};
    for (const issue of data.error.issues) problems[issue.path[0] === 'closes' ? 'closes' : 'opens'] = 'invalidTime';
    return { problems };
  }
  if (!workingHoursOpenBeforeTheyClose(data.data)) return { problems: { closes: 'workingHoursOpenBeforeTheyClose' } };
  return { draft: { stream: 'settings', type: 'settings.workingHoursChanged', data: data.data } };
}
