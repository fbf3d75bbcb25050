// The sync transport over the server's events API: fetch for push and catch-up,
// Server-Sent Events for live. Same origin: the session cookie goes along by itself.
import type { DomainEvent, ProposedEvent } from '../../machines/domain/envelope.ts';
import { callApi, type ApiAnswer } from './api-call.ts';
import type { LiveHandlers, PullResult, PushResult, SyncTransport } from './sync-transport.ts';

export interface EventSourceLike {
  onmessage: ((message: MessageEvent<string>) => void) | null;
  onerror: ((error: Event) => void) | null;
  close: () => void;
}

export interface HttpTransportOptions {
  /** The admin area's calls act as the admin session when the browser holds both. */
  actingAsAdmin?: boolean;
  baseUrl?: string;
  fetch?: typeof fetch;
  EventSource?: new (url: string) => EventSourceLike;
}

export function createHttpTransport(options: HttpTransportOptions = {}): SyncTransport {
  const base = options.baseUrl ?? '';
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers: Record<string, string> = options.actingAsAdmin ? { 'X-Acting-As': 'admin' } : {};

  const call = (path: string, init: RequestInit): Promise<ApiAnswer> => callApi(send, `${base}${path}`, init);

  return {
    async push(events: ProposedEvent[]): Promise<PushResult> {
      const answer = await call('/api/events', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
      if (!('ok' in answer)) return answer;
      const { events: accepted } = answer.ok as { events?: DomainEvent[] };
      return Array.isArray(accepted) ? { kind: 'accepted', events: accepted } : { kind: 'unreachable' };
    },

    async pull(after: number): Promise<PullResult> {
      const answer = await call(`/api/events?after=${after}`, { method: 'GET', headers });
      if (!('ok' in answer)) return answer;
      const page = answer.ok as { events?: DomainEvent[]; lastPosition?: number };
      if (!Array.isArray(page.events) || typeof page.lastPosition !== 'number') return { kind: 'unreachable' };
      return { kind: 'page', events: page.events, lastPosition: page.lastPosition };
    },

    live(after: number, handlers: LiveHandlers): () => void {
      const Source = options.EventSource ?? (globalThis.EventSource as HttpTransportOptions['EventSource']);
      if (!Source) {
        queueMicrotask(handlers.onError);
        return () => {};
      }
      const actingAs = options.actingAsAdmin ? '&as=admin' : '';
      const source = new Source(`${base}/api/events/live?after=${after}${actingAs}`);
      let open = true;
      const close = () => {
        open = false;
        source.onmessage = null;
        source.onerror = null;
        source.close();
      };
      source.onmessage = (message) => {
        let event: DomainEvent;
        try {
          event = JSON.parse(message.data) as DomainEvent;
        } catch {
          return;
        }
        if (open) handlers.onEvent(event);
      };
      // EventSource would reconnect by itself, without the catch-up the log needs first.
      source.onerror = () => {
        close();
        handlers.onError();
      };
      return close;
    },
  };
}
