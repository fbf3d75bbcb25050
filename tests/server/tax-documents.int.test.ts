import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstPreviousHash } from '../../machines/domain/invoice-events.ts';
import type { RequestPaid } from '../../machines/domain/request-events.ts';
import type { ChargeRefunded } from '../../machines/domain/charge-refunds.ts';
import { checkStampedInvoice } from '../../server/zatca/check-stamped-invoice.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { harnessWithAdmin, propose, registerCustomer } from './events-api-fixtures.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { checkInvoiceChain } from '../../server/zatca/chain-check.ts';
import { stampAtStart } from '../../server/zatca/company-stamp.ts';
import { createTestStamp } from '../../server/zatca/test-stamp.ts';
import { technicianAdded, visitConfirmed } from './visit-fixtures.ts';
import { confirmRequestPaymentAs, paidEvents, requestEvent } from './request-fixtures.ts';
import { backends } from './store-backends.ts';
import { companyWithVatNumber, documentsOf, paidAtGateway } from './tax-document-fixtures.ts';

// Every payment is recorded with its tax invoice, as the next document of the one chain the
// `invoices` stream holds: in one append, counters 1, 2, 3… with no gap whatever races, each
// document's previous hash the one before it, and the chain goes on after a restart.
describe.each(backends)('tax invoices issued with their payment on $name', (backend) => {
  let h: Harness & { adminId: string };
  let opened: Awaited<ReturnType<typeof backend.open>>;
  beforeEach(async () => {
    opened = await backend.open();
    h = await harnessWithAdmin({ database: opened.db });
    await registerCustomer(h, 'sara');
    await companyWithVatNumber(h);
  });
  afterEach(async () => {
    await h.close();
    await opened.drop();
  });

  it('given a payment confirmed, then its request.paid and its invoice are appended together, the first of the chain, stamped and checked', async () => {
    const { requestId, paymentId } = await paidAtGateway(h, 'sara', 15_000);
    expect((await confirmRequestPaymentAs(h, 'sara', requestId, paymentId)).status).toBe(200);
    const [paid] = await paidEvents(h, `request-${requestId}`);
    const [invoice] = await documentsOf(h);
    expect(invoice).toMatchObject({
      counter: 1,
      kind: 'invoice',
      number: (paid!.data as RequestPaid).invoiceNumber,
      previousHash: firstPreviousHash,
      for: { kind: 'request', requestId, paymentId },
      corrects: null,
      // Decision 29: ZATCA's VAT on 130.43 is 19.56; the halala left over is the payable rounding.
      totals: { netHalalas: 13_043, vatHalalas: 1_956, totalHalalas: 15_000 },
    });
    expect(invoice!.position).toBe(paid!.position + 1);
    // The customer's own copy: the invoice's QR on their request, never the admins' stream.
    expect((paid!.data as RequestPaid).invoiceQr).toBe(invoice!.qr);
    expect(checkStampedInvoice(invoice!.xml, firstPreviousHash)).toEqual([]);
  });

  it('given eight payments confirmed at once, then their invoices take counters and numbers 1 to 8, each chained to the one before', async () => {
    const payments = [];
    for (let i = 0; i < 8; i += 1) payments.push(await paidAtGateway(h, 'sara', 10_000 + i));
    const answers = await Promise.all(payments.map(({ requestId, paymentId }) => confirmRequestPaymentAs(h, 'sara', requestId, paymentId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const documents = await documentsOf(h);
    expect(documents.map((document) => document.counter)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(documents.map((document) => document.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    documents.forEach((document, index) => {
      expect(document.previousHash).toBe(index === 0 ? firstPreviousHash : documents[index - 1]!.hash);
      expect(checkStampedInvoice(document.xml, document.previousHash)).toEqual([]);
    });
    expect(new Set(documents.map((document) => document.for.paymentId))).toEqual(new Set(payments.map((payment) => payment.paymentId)));
  });

  it('given one payment confirmed five times at once, then it has one invoice', async () => {
    const { requestId, paymentId } = await paidAtGateway(h, 'sara', 12_000);
    await Promise.all(Array.from({ length: 5 }, () => confirmRequestPaymentAs(h, 'sara', requestId, paymentId)));
    expect((await documentsOf(h)).map((document) => document.counter)).toEqual([1]);
  });

  it('given a restart of the server on the same database, then the next invoice goes on from the chain in the log, with the same stamp', async () => {
    const first = await paidAtGateway(h, 'sara', 15_000);
    await confirmRequestPaymentAs(h, 'sara', first.requestId, first.paymentId);
    const saras = h.cookies('sara');
    const admins = h.cookies('admin');
    await h.close();
    h = Object.assign(await createHarness({ database: opened.db }), { adminId: h.adminId });
    h.setCookies('sara', saras);
    h.setCookies('admin', admins);
    const second = await paidAtGateway(h, 'sara', 20_000);
    expect((await confirmRequestPaymentAs(h, 'sara', second.requestId, second.paymentId)).status).toBe(200);
    const [one, two] = await documentsOf(h);
    expect(two).toMatchObject({ counter: 2, number: 2, previousHash: one!.hash });
    const { rows } = await h.db.query('select vat_number from zatca_stamps');
    expect(rows).toHaveLength(1);
  });

  it('given a paid visit cancelled free, when its charge is given back, then a credit note is issued with the refund, correcting its invoice, for the amount refunded', async () => {
    const { requestId, paymentId } = await paidAtGateway(h, 'sara', 15_000);
    await confirmRequestPaymentAs(h, 'sara', requestId, paymentId);
    const stream = `request-${requestId}`;
    await visitConfirmed(h, stream, await technicianAdded(h));
    const figures = { feeHalalas: 0, refundHalalas: 15_000, visitRules: defaultSettings.visitRules };
    expect((await propose(h, 'sara', [requestEvent(stream, await h.store.streamVersion(stream), 'visitCancelled', figures)])).status).toBe(200);
    await expect.poll(async () => (await documentsOf(h)).length, { timeout: 10_000 }).toBe(2);
    const [invoice, creditNote] = await documentsOf(h);
    expect(creditNote).toMatchObject({
      counter: 2,
      kind: 'creditNote',
      number: 1,
      previousHash: invoice!.hash,
      for: { kind: 'request', requestId, paymentId },
      corrects: { invoiceNumber: invoice!.number, reason: 'visitCancelled' },
      totals: { totalHalalas: 15_000 },
    });
    expect(checkStampedInvoice(creditNote!.xml, invoice!.hash)).toEqual([]);
    const refunded = (await h.store.readStream(stream)).find((event) => event.type === 'request.chargeRefunded')!;
    expect(creditNote!.position).toBe(refunded.position + 1);
    expect((refunded.data as ChargeRefunded).creditNote).toEqual({ number: 1, qr: creditNote!.qr });
    expect(checkInvoiceChain(await h.store.readAfter(0, { limit: 10_000 }))).toMatchObject({ documents: 2, invoices: 1, creditNotes: 1, problems: [] });
  });

  it('keeps the private key out of the log, and issues no number from the old invoices table', async () => {
    const { requestId, paymentId } = await paidAtGateway(h, 'sara', 15_000);
    await confirmRequestPaymentAs(h, 'sara', requestId, paymentId);
    const log = JSON.stringify(await h.store.readAfter(0, { limit: 10_000 }));
    expect(log).not.toContain('PRIVATE KEY');
    expect((await h.db.query('select number from invoices')).rows).toEqual([]);
  });
});

describe('the stamp at the server’s start', () => {
  it('given no VAT number, then none is made; given one, then the stamp for it is made once and kept server-side', async () => {
    const h = await harnessWithAdmin();
    try {
      const stamps = async () => (await h.db.query<{ vat_number: string }>('select vat_number from zatca_stamps')).rows.map((row) => row.vat_number);
      await stampAtStart(h.db, h.store, h.clock.now());
      expect(await stamps()).toEqual([]);
      await companyWithVatNumber(h);
      await stampAtStart(h.db, h.store, h.clock.now());
      await stampAtStart(h.db, h.store, h.clock.now());
      expect(await stamps()).toEqual(['310187654300003']);
    } finally {
      await h.close();
    }
  });

  it('given ZATCA’s stamp configured, then invoices are signed with its certificate and no test stamp is made', async () => {
    // Stands in for the certificate ZATCA issues and the key the CSR was made with.
    const zatcaStamp = createTestStamp('صيانة المنازل بالرياض', '310187654300003', new Date('2026-11-01T00:00:00Z'));
    const h = await harnessWithAdmin({ config: { zatcaStamp } });
    try {
      await registerCustomer(h, 'sara');
      await companyWithVatNumber(h);
      const { requestId, paymentId } = await paidAtGateway(h, 'sara', 15_000);
      expect((await confirmRequestPaymentAs(h, 'sara', requestId, paymentId)).status).toBe(200);
      const [invoice] = await documentsOf(h);
      const certificate = zatcaStamp.certificatePem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
      expect(invoice!.xml).toContain(`<ds:X509Certificate>${certificate}</ds:X509Certificate>`);
      expect(checkStampedInvoice(invoice!.xml, firstPreviousHash)).toEqual([]);
      expect((await h.db.query('select vat_number from zatca_stamps')).rows).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
