import { v5 as uuidv5 } from 'uuid';
import type { SqlRunner } from '../store/database.ts';

// The number customers quote for a request (docs/requests-and-uploads.md, "Order numbers"):
// 1000, 1001, ... taken from the `order_numbers` sequence, which hands each one out once
// across instances and restarts. The server appends it as `request.numbered` in the same batch
// as the booking it numbers; that event's id is derived from the booking's, so a booking is
// numbered once.
const numberedIds = '6860533c-dd0d-4e3f-8374-c416c8a8e124';
export const numberedIdOf = (submittedId: string) => uuidv5(submittedId, numberedIds);

export async function takeOrderNumber(db: SqlRunner): Promise<number> {
  const { rows } = await db.query<{ taken: string | number }>(`select nextval('order_numbers') as taken`);
  return Number(rows[0]!.taken);
}

/** A booking proposed the way browsers do now: without a number of its own (schema 1 carried one). */
export const awaitsOrderNumber = (event: { type: string; data: unknown }) =>
  event.type === 'request.submitted' && !Object.hasOwn(event.data as object, 'orderNumber');
