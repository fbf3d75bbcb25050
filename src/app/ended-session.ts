// The server may end a session without this tab asking: an admin suspended the customer, their
// password was changed on another device, another tab logged out. The session's log then stops
// with `signedOut`; this says so once per log, so the app can sign the tab out as well. A log
// closed by the app itself (its own logout) is no longer followed by then and says nothing.
import type { EventLog } from '../eventlog/event-log.ts';
import type { SessionLog } from './session-log.ts';

export function whenSessionEnds(sessionLog: Pick<SessionLog, 'subscribe' | 'current'>, ended: () => void): () => void {
  let unwatch: (() => void) | undefined;
  const follow = () => {
    unwatch?.();
    unwatch = undefined;
    const log = sessionLog.current();
    if (log) unwatch = watch(log);
  };
  const watch = (log: EventLog) => {
    let told = false;
    const check = () => {
      if (told || log.status() !== 'signedOut' || sessionLog.current() !== log) return;
      told = true;
      ended();
    };
    const unsubscribe = log.subscribe(check);
    check();
    return unsubscribe;
  };
  const unsubscribe = sessionLog.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    unwatch?.();
  };
}
