// A change proposed before the log has heard from the server would be judged against a stream
// it does not hold yet (the customer's own account, just after signing in): these wait first.
import type { EventLog } from '../eventlog/event-log.ts';
import type { SessionLog } from './session-log.ts';

/** Resolves once `log` has caught up with the server, or learnt it cannot be reached. */
export function caughtUp(log: EventLog): Promise<EventLog> {
  return new Promise((resolve) => {
    if (log.status() !== 'connecting') return resolve(log);
    const stop = log.subscribe(() => {
      if (log.status() === 'connecting') return;
      stop();
      resolve(log);
    });
  });
}

/**
 * The signed-in person's log once it has opened and caught up. Signed out before it opens,
 * the next log to open is someone else's: callers look for their own stream in it.
 */
export function openedAndCaughtUp(sessionLog: SessionLog): Promise<EventLog> {
  return new Promise((resolve) => {
    const opened = () => {
      const log = sessionLog.current();
      if (!log) return false;
      resolve(caughtUp(log));
      return true;
    };
    if (opened()) return;
    const stop = sessionLog.subscribe(() => {
      if (opened()) stop();
    });
  });
}
