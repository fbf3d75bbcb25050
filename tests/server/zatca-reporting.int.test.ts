import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceReported } from '../../machines/domain/invoice-events.ts';
import { accountProjection } from '../../server/auth/account-projection.ts';
import { LiveFeed } from '../../server/events/live-feed.ts';
import { StreamStates } from '../../server/events/stream-states.ts';
import { fatooraReporting } from '../../server/zatca/fatoora-reporting.ts';
import { zatcaReportingReactor } from '../../server/zatca/zatca-reporting.ts';
import type { Harness, HarnessOptions } from './app-harness.ts';
import { harnessWithAdmin, registerCustomer } from './events-api-fixtures.ts';
import { confirmRequestPaymentAs } from './request-fixtures.ts';
import { companyWithVatNumber, documentsOf, paidAtGateway } from './tax-document-fixtures.ts';
import { fakeCredentials, startFatooraFake, type FatooraFake, type FatooraFakeOptions } from './zatca/fatoora-fake.ts';

// The reactor that reports each tax document of the chain to ZATCA once, in counter order,
// against the local fake of ZATCA's reporting API: what each answer is recorded as, a try
// ZATCA did not judge made again on the schedule, and a restart that sends nothing twice.
let h: Harness;
let fake: FatooraFake;
/** How long the live reactor may take to get to an event under load (it is polled, not waited out). */
const settling = { timeout: 15_000, interval: 50 };
const stops: (() => void)[] = [];

async function setUp(harness: HarnessOptions = {}, fakeOptions: FatooraFakeOptions = {}, started?: FatooraFake) {
  fake = started ?? (await startFatooraFake(fakeOptions));
  h = await harnessWithAdmin(harness);
  await registerCustomer(h, 'sara');
  await companyWithVatNumber(h);
}

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await h.close();
  await fake.close();
});

/** Given: `count` visits paid and confirmed, each with its tax invoice, the next of the chain. */
async function documentsIssued(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const { requestId, paymentId } = await paidAtGateway(h, 'sara', 15_000 + i * 100);
    expect((await confirmRequestPaymentAs(h, 'sara', requestId, paymentId)).status).toBe(200);
  }
}

/** A reporting reactor on the harness's log, as the server starts one when reporting is configured; resolves once it has handled what is there. */
async function reporting(waitToTryAgain: (ms: number, stopping: AbortSignal) => Promise<void> = async () => {}) {
  const feed = new LiveFeed(h.store);
  await feed.start();
  const reactor = zatcaReportingReactor({
    db: h.db,
    store: h.store,
    feed,
    streamStates: new StreamStates(h.store),
    now: h.clock.now,
    inlineProjection: accountProjection,
    zatca: fatooraReporting({ baseUrl: fake.url, ...fakeCredentials }),
    waitToTryAgain,
  });
  const stop = () => {
    reactor.stop();
    feed.stop();
  };
  stops.push(stop);
  await reactor.start();
  return { reactor, stop };
}

const answers = async () =>
  (await h.store.readStream('invoices')).filter((event) => event.type === 'invoice.reported').map((event) => event.data as InvoiceReported);

describe('reporting the chain of tax documents to ZATCA', () => {
  it('given two documents ZATCA accepts as they are, when reported, then each is recorded reported, in counter order, each sent once', async () => {
    await setUp({}, { warnWithoutBuyerName: false });
    await documentsIssued(2);

    await reporting();

    expect(await answers()).toEqual([
      { counter: 1, status: 'reported', messages: [] },
      { counter: 2, status: 'reported', messages: [] },
    ]);
    const documents = await documentsOf(h);
    expect(fake.accepted).toEqual(documents.map(({ uuid, hash, counter }) => ({ uuid, hash, counter })));
    expect(fake.received()).toBe(2);
  });

  it('given a document ZATCA accepts with a warning (no buyer’s name), when reported, then it is recorded with ZATCA’s warning', async () => {
    await setUp();
    await documentsIssued(1);

    await reporting();

    expect(await answers()).toEqual([{ counter: 1, status: 'warning', messages: [{ code: 'BR-KSA-buyer-name', text: 'The buyer’s name is missing' }] }]);
  });

  it('given a device whose chain at ZATCA already holds a document, when ours is reported, then it is recorded rejected with ZATCA’s messages and not sent again', async () => {
    await setUp();
    fake.accepted.push({ uuid: '0193a0a0-0000-7000-8000-00000000beef', hash: 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=', counter: 1 });
    await documentsIssued(1);

    await reporting();

    const [answer] = await answers();
    expect(answer?.status).toBe('rejected');
    expect(answer?.messages).toEqual(
      expect.arrayContaining([
        { code: 'KSA-13', text: 'The previous invoice hash (PIH) is not the hash of the last document this device reported' },
        { code: 'KSA-16', text: 'The invoice counter (ICV) 1 is not the next one of this device (2)' },
      ]),
    );
    expect(fake.received()).toBe(1);
  });

  it('given ZATCA busy (503) twice, when reported, then it is tried again after 1 then 5 minutes, the next document waits its turn, and one answer is recorded each', async () => {
    await setUp({}, { warnWithoutBuyerName: false });
    await documentsIssued(2);
    fake.failNext(2, 503);
    const waits: number[] = [];

    await reporting(async (ms) => {
      waits.push(ms);
    });

    expect(waits).toEqual([60_000, 5 * 60_000]);
    expect(fake.received()).toBe(4);
    expect(fake.accepted.map((document) => document.counter)).toEqual([1, 2]);
    expect((await answers()).map(({ counter, status }) => [counter, status])).toEqual([
      [1, 'reported'],
      [2, 'reported'],
    ]);
  });

  it('given a restart while a document waits for its next try, then the new reactor reports it and sends none of the reported ones again', async () => {
    await setUp({}, { warnWithoutBuyerName: false });
    await documentsIssued(1);
    const first = await reporting(
      (_ms, stopping) => new Promise((_resolve, reject) => stopping.addEventListener('abort', () => reject(stopping.reason as Error), { once: true })),
    );
    const waiting = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.failNext(1, 503);
    await documentsIssued(1);
    await vi.waitFor(() => expect(waiting).toHaveBeenCalledWith(expect.stringContaining('ZATCA report of document 2')), settling);
    expect(fake.received()).toBe(2);
    first.stop();
    await first.reactor.settled();
    waiting.mockRestore();
    expect((await answers()).map((answer) => answer.counter)).toEqual([1]);

    await reporting();

    expect(fake.received()).toBe(3);
    expect(fake.accepted.map((document) => document.counter)).toEqual([1, 2]);
    expect((await answers()).map((answer) => answer.counter)).toEqual([1, 2]);
  });

  it('given answers recorded but the checkpoint lost (a restart right after the append), then nothing is sent or recorded again', async () => {
    await setUp();
    await documentsIssued(2);
    (await reporting()).stop();
    await h.db.query(`update reactor_checkpoints set position = 0 where reactor = 'zatcaReporting'`);

    await reporting();

    expect(fake.received()).toBe(2);
    expect((await answers()).map((answer) => answer.counter)).toEqual([1, 2]);
  });
});

describe('reporting as the server runs it', () => {
  it('given reporting configured, when a payment issues its invoice, then the server reports it on its own and records ZATCA’s answer', async () => {
    fake = await startFatooraFake();
    await setUp({ config: { zatcaReporting: { baseUrl: fake.url, ...fakeCredentials } } }, {}, fake);

    await documentsIssued(1);

    await vi.waitFor(async () => expect((await answers()).map(({ counter, status }) => [counter, status])).toEqual([[1, 'warning']]), settling);
    expect(fake.received()).toBe(1);
  });

  it('given reporting not configured, when a payment issues its invoice, then nothing is sent to ZATCA and no answer recorded', async () => {
    await setUp();
    await documentsIssued(1);
    await h.notificationsSettled();

    expect((await documentsOf(h)).length).toBe(1);
    expect(fake.received()).toBe(0);
    expect(await answers()).toEqual([]);
    const { rows } = await h.db.query(`select position from reactor_checkpoints where reactor = 'zatcaReporting'`);
    expect(rows).toEqual([]);
  });
});
