import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAttempt } from '../../server/payments/payment-attempts.ts';
import type { Purchase } from '../../server/payments/purchases.ts';
import type { Database } from '../../server/store/database.ts';
import { backends } from './store-backends.ts';

// Starting one purchase's payment many times at once (two tabs, a double click, two server
// instances on one database) hands out one payment id: a second id could be charged too, and
// only one charge would ever be recorded.
const now = new Date('2026-11-25T09:00:00Z');
const request: Purchase = { kind: 'request', requestId: 'r-0001-abcdef' };
const plan: Purchase = { kind: 'plan', customerId: '4821', planId: 'vip' };

describe.each(backends)('payment attempts on $name', (backend) => {
  let one: Database;
  let other: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    const opened = await backend.open();
    one = opened.db;
    other = await opened.another();
    drop = opened.drop;
    // Each instance's connections opened beforehand, so the starts really run side by side.
    await Promise.all([one, other].flatMap((db) => Array.from({ length: 10 }, () => db.query('select 1'))));
  });
  afterEach(async () => drop());

  const startedAtOnce = (purchase: Purchase, count: number, amountHalalas = 15_050) =>
    Promise.all(
      Array.from({ length: count }, (_, i) => openAttempt(i % 2 ? other : one, { provider: 'test', purchase, amountHalalas }, now)),
    );

  it.each([request, plan])('gives twenty starts of one $kind purchase at once, from two instances, one payment id', async (purchase) => {
    const ids = await startedAtOnce(purchase, 20);
    expect(new Set(ids).size).toBe(1);
    const { rows } = await one.query<{ open: number }>('select count(*)::int as open from payment_attempts where failed_at is null');
    expect(rows[0]!.open).toBe(1);
  });

  it('closes the open attempt when the amount asked changes (a revised offer), and hands out a new id', async () => {
    const [first] = await startedAtOnce(request, 1, 15_050);
    const revised = await startedAtOnce(request, 6, 12_000);
    expect(new Set(revised).size).toBe(1);
    expect(revised[0]).not.toBe(first);
    const { rows } = await one.query<{ payment_id: string; failed: boolean }>(
      'select payment_id, failed_at is not null as failed from payment_attempts order by created_at, failed_at nulls last',
    );
    expect(rows.map((row) => [row.payment_id, row.failed]).sort()).toEqual([[first, true], [revised[0], false]].sort());
  });
});
