import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { ConfirmedStreams } from '../../src/eventlog/confirmed-streams.ts';
import type { PendingEvent } from '../../src/eventlog/pending-event.ts';
import { planPending } from '../../src/eventlog/pending-plan.ts';
import { crossStreamCases } from '../machines/cross-stream-cases.ts';

// The browser refuses, before sending, the batches the server would refuse across streams,
// with the same reason (the same table runs through the pure rules and the server). Whose a
// photo is only the server knows: a browser names the photos it uploaded itself, and leaves
// `unknownPhoto` to the server.
const at = '2026-11-22T10:00:00.000Z';

function confirmedFrom(given: Record<string, Omit<DomainEvent, 'stream' | 'version' | 'position' | 'schema'>[]>): ConfirmedStreams {
  const confirmed = new ConfirmedStreams();
  let position = 0;
  for (const [stream, events] of Object.entries(given)) {
    confirmed.add(events.map((event, index) => ({ ...event, stream, version: index + 1, position: (position += 1), schema: 1 })));
  }
  return confirmed;
}

describe('the pending plan across streams', () => {
  it.each(crossStreamCases)('$name: $refusal', ({ given, batch, refusal }) => {
    const confirmed = confirmedFrom(given);
    const pending: PendingEvent[] = batch.map((event, seq) => ({ ...event, schema: 1, expectedVersion: 0, batch: batch[0]!.id, seq, at }));
    const plan = planPending(confirmed, pending);
    const browserRefusal = refusal === 'unknownPhoto' ? null : refusal;
    expect(plan.refused.map((rejection) => rejection.code)).toEqual(browserRefusal === null ? [] : [browserRefusal]);
    expect(plan.kept).toHaveLength(browserRefusal === null ? batch.length : 0);
  });
});
