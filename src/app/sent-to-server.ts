// When a change the log took has been answered by the server: it is sent once its event is in
// the stream's history and no longer pending, refused once the log has taken it back. Views say
// "sent" only then, not when the change was merely queued (it may wait for the connection).
import type { EventLog } from '../eventlog/event-log.ts';

export type ServerAnswer = 'sent' | 'refused';

/** Resolves with the server's answer to event `eventId` of `stream`; never, once `signal` aborts (the screen has gone). */
export function serverAnswer(log: EventLog, stream: string, eventId: string, signal: AbortSignal): Promise<ServerAnswer> {
  return new Promise((resolve) => {
    const answered = (): ServerAnswer | null => {
      const entry = log.history(stream).find((event) => event.id === eventId);
      if (!entry) return 'refused';
      return entry.pending ? null : 'sent';
    };
    const stop = () => {
      unsubscribe();
      signal.removeEventListener('abort', stop);
    };
    const check = () => {
      const answer = answered();
      if (!answer) return;
      stop();
      resolve(answer);
    };
    const unsubscribe = log.subscribe(check);
    signal.addEventListener('abort', stop);
    check();
  });
}
