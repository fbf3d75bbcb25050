import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { parseStream, type Stream } from '../../machines/domain/streams.ts';
import { machineFor } from '../../machines/stream-machines.ts';
import { appendDecided, type AppendDeps } from '../../server/events/append-decided.ts';
import { audienceOf } from '../../server/events/stream-audience.ts';
import { StreamStates } from '../../server/events/stream-states.ts';
import { mayAppend, streamAudience } from '../../server/policy/append-policy.ts';
import type { SqlRunner } from '../../server/store/database.ts';
import type { DecidedEvent, EventStore, StoredEvent } from '../../server/store/event-store.ts';

// A proposal's stream name is read once, where it comes in; the audience, the policy and the
// machine are asked with what that read gave. Every module's `parseStream` is this counted one.
vi.mock(import('../../machines/domain/streams.ts'), async (original) => {
  const streams = await original();
  return { ...streams, parseStream: vi.fn(streams.parseStream) };
});

function emptyLog(): EventStore {
  const append = async (events: DecidedEvent[]) => ({
    status: 'appended' as const,
    events: events.map((event, index) => ({ ...event, position: index + 1, version: event.expectedVersion + 1 }) as StoredEvent),
  });
  return { readStream: async () => [], findByIds: async () => [], append } as unknown as EventStore;
}

function deps(): AppendDeps {
  const store = emptyLog();
  return { store, db: {} as SqlRunner, streamStates: new StreamStates(store), now: () => new Date('2026-01-01T09:00:00Z'), inlineProjection: async () => {} };
}

describe('a proposal’s stream name', () => {
  it('is taken parsed by the audience, the policy and the machine lookup', () => {
    expectTypeOf(audienceOf).parameter(1).toEqualTypeOf<Stream>();
    expectTypeOf(streamAudience).parameter(0).toEqualTypeOf<Stream>();
    expectTypeOf(mayAppend).parameter(2).toEqualTypeOf<Stream>();
    expectTypeOf(machineFor).parameter(0).toEqualTypeOf<Stream>();
  });

  it('is parsed once per proposal on the append path', async () => {
    vi.mocked(parseStream).mockClear();
    const admin = { actor: { role: 'admin' as const, userId: '0190a1b2-admin' }, origin: 'proposal' as const };
    const { events } = await appendDecided(deps(), admin, [
      { stream: 'settings', type: 'settings.autoReplySwitched', data: { enabled: false } },
      { stream: 'chat-user-1234', type: 'chat.messageSent', data: { text: 'Hello' } },
    ]);
    expect(events.map((event) => event.audience)).toEqual(['public', '1234']);
    expect(vi.mocked(parseStream).mock.calls).toEqual([['settings'], ['chat-user-1234']]);
  });
});
