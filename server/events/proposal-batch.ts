import { z } from 'zod';

// The body of POST /api/events. Strict: a proposal carrying an actor, a version or a
// position is refused, since the server alone sets those. The id is the
// UUIDv7 the proposer made, the event's idempotency key (docs/design.md section 4).
export const maxEventsPerBatch = 100;

export const proposedEvent = z.strictObject({
  id: z.uuidv7(),
  stream: z.string().min(1).max(120),
  expectedVersion: z.number().int().min(0),
  type: z.string().min(1).max(120),
  schema: z.number().int().min(1),
  data: z.unknown(),
});

export const proposalBatch = z.strictObject({
  events: z
    .array(proposedEvent)
    .min(1)
    .max(maxEventsPerBatch)
    .refine((events) => new Set(events.map((event) => event.id)).size === events.length, 'event ids must differ'),
});

export type ProposalBatch = z.infer<typeof proposalBatch>;
