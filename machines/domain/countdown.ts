// The time left until an instant, in whole days, hours, minutes and seconds, never below 0.
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function timeLeft(untilMs: number, nowMs: number): TimeLeft {
  const seconds = Math.max(0, Math.floor((untilMs - nowMs) / 1000));
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
    seconds: seconds % 60,
  };
}
