import type { StoredEvent } from '../store/event-store.ts';
import { randomUUID } from 'node:crypto';
import type { Database, SqlRunner } from '../store/database.ts';
import type { Purchase } from './purchases.ts';

// The payment ids our server hands out before a card is sent. One stays in use while it may
// still succeed, so a second tab re-sends the same payment instead of charging again; a
// declined one is marked failed, a recorded one settled, and the next attempt gets a new id.
export interface AttemptOwner {
  provider: string;
  purchase: Purchase;
  amountHalalas: number;
}

const keyColumns = (purchase: Purchase) =>
  purchase.kind === 'request'
    ? { where: 'request_id = $1 and plan_id is null', values: [purchase.requestId] }
    : { where: 'customer_id = $1 and plan_id = $2', values: [purchase.customerId, purchase.planId] };

export async function openAttempt(db: Database, owner: AttemptOwner, now: Date): Promise<string> {
  const { purchase } = owner;
  const key = keyColumns(purchase);
  const n = key.values.length;
  // The database keeps one open attempt per purchase: an insert that meets one adds nothing,
  // and the open one is reused when it asks the same amount of the same provider, or closed
  // when it no longer can (the offer was revised) and the insert tried again.
  for (;;) {
    // Moyasar takes it as the payment's id (`given_id`) and asks for a UUID, v4 preferred.
    const { rows: inserted } = await db.query<{ payment_id: string }>(
      `insert into payment_attempts (payment_id, request_id, customer_id, plan_id, provider, amount_halalas, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning payment_id`,
      [
        randomUUID(),
        purchase.kind === 'request' ? purchase.requestId : null,
        purchase.kind === 'plan' ? purchase.customerId : null,
        purchase.kind === 'plan' ? purchase.planId : null,
        owner.provider,
        owner.amountHalalas,
        now,
      ],
    );
    if (inserted[0]) return inserted[0].payment_id;
    const { rows: open } = await db.query<{ payment_id: string; provider: string; amount_halalas: number }>(
      `select payment_id, provider, amount_halalas from payment_attempts
        where ${key.where} and failed_at is null and settled_at is null`,
      key.values,
    );
    const current = open[0];
    if (current && current.provider === owner.provider && Number(current.amount_halalas) === owner.amountHalalas) return current.payment_id;
    if (current) await markAttemptFailed(db, current.payment_id, now);
  }
}

/** The amount asked for a payment id handed out for this purchase, or null for any other id. */
export async function attemptAmount(db: Database, paymentId: string, purchase: Purchase): Promise<number | null> {
  if (!uuidShaped(paymentId)) return null;
  const key = keyColumns(purchase);
  const { rows } = await db.query<{ amount_halalas: number }>(
    `select amount_halalas from payment_attempts where ${key.where} and payment_id = $${key.values.length + 1}`,
    [...key.values, paymentId],
  );
  return rows[0] ? Number(rows[0].amount_halalas) : null;
}

export async function markAttemptFailed(db: Database, paymentId: string, now: Date): Promise<void> {
  await db.query('update payment_attempts set failed_at = $2 where payment_id = $1 and failed_at is null', [paymentId, now]);
}

/** Run inside the append that records the payment: the id is used up with it, or not at all. */
export const settleAttempt = (paymentId: string) => async (tx: SqlRunner, appended: StoredEvent[]) => {
  await tx.query('update payment_attempts set settled_at = $2 where payment_id = $1', [paymentId, new Date(appended[0]!.at)]);
};

const uuidShaped = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
