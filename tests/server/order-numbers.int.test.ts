import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../machines/domain/constants.ts';
import { takeOrderNumber } from '../../server/events/order-numbers.ts';
import { migrations } from '../../server/server-process.ts';
import { applyMigrations } from '../../server/store/migrations.ts';
import { openPGliteDatabase } from '../../server/store/pglite-database.ts';
import type { Harness, TestResponse } from './app-harness.ts';
import { harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { newRequestStream, requestEvent, stateOf, submitted } from './request-fixtures.ts';
import { backends } from './store-backends.ts';

// The order number customers quote: the server gives each booking the next one in the same
// batch (`request.numbered`), unique however many arrive together, on each store backend,
// and a restart goes on from the last one.
const numberIn = (response: TestResponse): number => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const numbered = response.body.events.find((event: { type: string }) => event.type === 'request.numbered');
  return numbered.data.orderNumber;
};

describe.each(backends)('order numbers on $name', (backend) => {
  let h: Harness & { adminId: string };
  let opened: Awaited<ReturnType<typeof backend.open>>;

  beforeEach(async () => {
    opened = await backend.open();
    h = await harnessWithAdmin({ database: opened.db });
  });
  afterEach(async () => {
    await h.close();
    await opened.drop();
  });

  it('gives the first booking 1000, after every 3-digit number browsers drew', async () => {
    await registerCustomer(h, 'sara');
    expect(numberIn(await propose(h, 'sara', [submitted(newRequestStream())]))).toBe(limits.firstOrderNumber);
  });

  it('gives 30 bookings of two customers sent together 30 different numbers, 1000 to 1029, each in its own request', async () => {
    await registerCustomer(h, 'sara');
    await registerCustomer(h, 'noura');
    const streams = Array.from({ length: 30 }, () => newRequestStream());

    const responses = await Promise.all(streams.map((stream, index) => propose(h, index % 2 === 0 ? 'sara' : 'noura', [submitted(stream)])));

    const numbers = responses.map(numberIn);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => 1000 + index));
    const folded = await Promise.all(streams.map(async (stream) => (await stateOf(h, stream)).context.orderNumber));
    expect(folded).toEqual(numbers);
  });

  it('takes distinct numbers from two connections at once, as two server instances do', async () => {
    const other = await opened.another();
    const taken = await Promise.all(Array.from({ length: 20 }, (_, index) => takeOrderNumber(index % 2 === 0 ? opened.db : other)));
    expect(new Set(taken).size).toBe(20);
  });

  it('answers a booking sent again (its answer was lost) with its first number, taking no new one', async () => {
    await registerCustomer(h, 'sara');
    const booking = submitted(newRequestStream());
    const first = numberIn(await propose(h, 'sara', [booking]));

    const again = await propose(h, 'sara', [booking]);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.events).toEqual([expect.objectContaining({ id: booking.id, version: 1 })]);
    expect((await stateOf(h, booking.stream)).context.orderNumber).toBe(first);

    expect(numberIn(await propose(h, 'sara', [submitted(newRequestStream())]))).toBe(first + 1);
  });

  it('takes no number for a booking the rules refuse', async () => {
    await registerCustomer(h, 'sara');
    const friday = await propose(h, 'sara', [submitted(newRequestStream(), { preferredDate: '2026-11-27' })]);
    expect(friday.body.error.code).toBe('noFridayService');
    expect(numberIn(await propose(h, 'sara', [submitted(newRequestStream())]))).toBe(limits.firstOrderNumber);
  });
});

describe('a booking proposed the way browsers used to', () => {
  let h: Harness & { adminId: string };
  beforeEach(async () => {
    h = await harnessWithAdmin();
    await registerCustomer(h, 'sara');
  });
  afterEach(() => h.close());

  it('refuses a number the browser chose (schema 1) with 400 retiredSchemaVersion, appending nothing', async () => {
    const before = await h.store.lastPosition();
    const drawn = { ...submitted(newRequestStream(), { orderNumber: 507 }), schema: 1 };
    const response = await propose(h, 'sara', [drawn]);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('retiredSchemaVersion');
    expect(await h.store.lastPosition()).toBe(before);
  });

  it('refuses request.numbered proposed by a customer with 403 forbidden', async () => {
    const stream = newRequestStream();
    numberIn(await propose(h, 'sara', [submitted(stream)]));
    const before = await h.store.lastPosition();
    const response = await propose(h, 'sara', [requestEvent(stream, 2, 'numbered', { orderNumber: 5000 })]);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
    expect(await h.store.lastPosition()).toBe(before);
  });
});

describe('after a restart', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rhm-order-numbers-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('goes on from the last number taken before it', async () => {
    const before = await openPGliteDatabase({ dataDir });
    await applyMigrations(before, migrations);
    const taken = [await takeOrderNumber(before), await takeOrderNumber(before)];
    await before.close();

    const after = await openPGliteDatabase({ dataDir });
    await applyMigrations(after, migrations);
    const next = await takeOrderNumber(after);
    await after.close();

    expect(taken).toEqual([1000, 1001]);
    expect(next).toBe(1002);
  }, 180_000);
});
