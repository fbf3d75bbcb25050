import { minuteOfDay, type ArrivalWindow } from './arrival-window.ts';

// The times the admin may say a technician on the way expects to arrive: quarter hours from an
// hour before the arrival window to an hour after it (traffic is not promised), within the day.
const stepMinutes = 15;
const slackMinutes = 60;

const clockOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function expectedArrivalChoices({ from, to }: ArrivalWindow): string[] {
  const first = Math.max(0, Math.ceil((minuteOfDay(from) - slackMinutes) / stepMinutes) * stepMinutes);
  const last = Math.min(24 * 60 - stepMinutes, minuteOfDay(to) + slackMinutes);
  const choices: string[] = [];
  for (let minute = first; minute <= last; minute += stepMinutes) choices.push(clockOf(minute));
  return choices;
}
