import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { ConfirmedStreams } from '../../src/eventlog/confirmed-streams.ts';

// A stream's confirmed history is kept in version order: events come in order but for the odd
// one that arrives before an earlier version (a live event overtaking its catch-up page).
const stream = 'user-7';

function profileUpdate(version: number): DomainEvent {
  return {
    id: `00000000-0000-4000-8000-${String(version).padStart(12, '0')}`,
    stream,
    version,
    position: version,
    type: 'user.profileUpdated',
    schema: 1,
    data: { fullName: `Name ${version}` },
    actor: { role: 'customer', userId: '7' },
    at: '2026-11-27T10:00:00.000Z',
  };
}

describe("a stream's confirmed history", () => {
  it('lists events given in order in that order', () => {
    const confirmed = new ConfirmedStreams();
    confirmed.add([1, 2, 3, 4].map(profileUpdate));
    expect(confirmed.history(stream).map((event) => event.version)).toEqual([1, 2, 3, 4]);
  });

  it('puts an event that arrived before an earlier version in its place', () => {
    const confirmed = new ConfirmedStreams();
    confirmed.add([1, 4, 2].map(profileUpdate));
    confirmed.add([3, 5].map(profileUpdate));
    expect(confirmed.history(stream).map((event) => event.version)).toEqual([1, 2, 3, 4, 5]);
  });
});
