import { describe, expect, it } from 'vitest';
import { whenSessionEnds } from '../../src/app/ended-session.ts';
import type { EventLog, SyncStatus } from '../../src/eventlog/event-log.ts';
import { ListenerSet } from '../../src/eventlog/listener-set.ts';

// A session the server ended (suspension, password changed elsewhere) signs the tab out; a log
// the app closed itself (its own logout) does not ask for a second sign-out.
function fakeLog() {
  let status: SyncStatus = 'online';
  const changes = new ListenerSet<[]>();
  const log = { status: () => status, subscribe: (listener: () => void) => changes.add(listener) } as unknown as EventLog;
  return {
    log,
    becomes(next: SyncStatus) {
      status = next;
      changes.emit();
    },
  };
}

function fakeSessionLog(initial: EventLog | null) {
  let current = initial;
  const switched = new ListenerSet<[]>();
  return {
    subscribe: (listener: () => void) => switched.add(listener),
    current: () => current,
    switchTo(log: EventLog | null) {
      current = log;
      switched.emit();
    },
  };
}

describe('a session the server ends', () => {
  it('given a signed-in log, when the server refuses it (signedOut), then the app hears it once', () => {
    const open = fakeLog();
    let heard = 0;
    whenSessionEnds(fakeSessionLog(open.log), () => (heard += 1));

    open.becomes('connecting');
    expect(heard).toBe(0);
    open.becomes('signedOut');
    open.becomes('signedOut');
    expect(heard).toBe(1);
  });

  it('given the app closed the log for its own logout, when that log then stops, then nothing is heard', () => {
    const open = fakeLog();
    const sessionLog = fakeSessionLog(open.log);
    let heard = 0;
    whenSessionEnds(sessionLog, () => (heard += 1));

    sessionLog.switchTo(null);
    open.becomes('signedOut');
    expect(heard).toBe(0);
  });

  it('given the customer signs in again, when the new session is ended too, then it is heard again', () => {
    const first = fakeLog();
    const sessionLog = fakeSessionLog(first.log);
    let heard = 0;
    whenSessionEnds(sessionLog, () => (heard += 1));
    first.becomes('signedOut');

    const second = fakeLog();
    sessionLog.switchTo(second.log);
    second.becomes('signedOut');
    expect(heard).toBe(2);
  });
});
