import { describe, expect, it, vi } from 'vitest';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { createHttpTransport, type EventSourceLike } from '../../src/eventlog/http-transport.ts';

const event: DomainEvent = {
  id: '01950000-0000-7000-8000-000000000001',
  stream: 'settings',
  version: 1,
  position: 7,
  type: 'settings.autoReplySwitched',
  schema: 1,
  data: { enabled: false },
  actor: { role: 'admin', userId: 'a1' },
  at: '2026-03-01T09:00:00.000Z',
};
const proposal = { id: event.id, stream: 'settings', expectedVersion: 0, type: event.type, schema: 1, data: event.data };

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  onmessage: EventSourceLike['onmessage'] = null;
  onerror: EventSourceLike['onerror'] = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

describe('the HTTP transport', () => {
  it('posts a batch as JSON with the same-origin cookie, acting as admin when asked', async () => {
    const fetch = answering(200, { events: [event] });
    const transport = createHttpTransport({ fetch, actingAsAdmin: true });

    const result = await transport.push([proposal]);

    expect(result).toEqual({ kind: 'accepted', events: [event] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'X-Acting-As': 'admin' },
    });
    expect(JSON.parse(init!.body as string)).toEqual({ events: [proposal] });
  });

  it('does not claim to act as admin for a customer', async () => {
    const fetch = answering(200, { events: [], lastPosition: 0 });
    await createHttpTransport({ fetch }).pull(0);
    expect(fetch.mock.calls[0]![1]!.headers).toEqual({});
  });

  it.each([
    [409, 'versionConflict'],
    [422, 'workingHoursOpenBeforeTheyClose'],
    [403, 'forbidden'],
    [401, 'signInRequired'],
  ])('reads a %i answer as refused with its code', async (status, code) => {
    const fetch = answering(status, { error: { code, message: 'no', eventId: event.id } });
    expect(await createHttpTransport({ fetch }).push([proposal])).toEqual({ kind: 'refused', status, code, eventId: event.id });
  });

  it('reads a server error or a network failure as unreachable, to be tried again', async () => {
    expect(await createHttpTransport({ fetch: answering(503, {}) }).push([proposal])).toEqual({ kind: 'unreachable' });
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await createHttpTransport({ fetch: down }).pull(3)).toEqual({ kind: 'unreachable' });
  });

  it('pulls the page after a position', async () => {
    const fetch = answering(200, { events: [event], lastPosition: 7 });
    expect(await createHttpTransport({ fetch, baseUrl: 'https://app.example' }).pull(6)).toEqual({
      kind: 'page',
      events: [event],
      lastPosition: 7,
    });
    expect(fetch.mock.calls[0]![0]).toBe('https://app.example/api/events?after=6');
  });

  it('follows live events, and on error closes the connection instead of letting it reconnect alone', () => {
    const received: DomainEvent[] = [];
    const onError = vi.fn();
    createHttpTransport({ EventSource: FakeEventSource }).live(6, { onEvent: (live) => received.push(live), onError });
    const source = FakeEventSource.opened.at(-1)!;

    source.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event), lastEventId: '7' }));
    source.onerror?.(new Event('error'));

    expect(source.url).toBe('/api/events/live?after=6');
    expect(received).toEqual([event]);
    expect(source.closed).toBe(true);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('asks for the admin session on the live connection by query, since EventSource sends no headers', () => {
    createHttpTransport({ EventSource: FakeEventSource, actingAsAdmin: true }).live(3, { onEvent: () => {}, onError: () => {} });

    expect(FakeEventSource.opened.at(-1)!.url).toBe('/api/events/live?after=3&as=admin');
  });
});
