import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextReportTryAt } from '../../../machines/domain/zatca-reporting-schedule.ts';
import { fatooraReporting } from '../../../server/zatca/fatoora-reporting.ts';
import { firstPreviousHash } from '../../../server/zatca/invoice-hash.ts';
import type { InvoiceInput } from '../../../server/zatca/invoice-input.ts';
import { reportTriedAgain, type ReportedDocument, type ReportingPort } from '../../../server/zatca/reporting-port.ts';
import { stampInvoice } from '../../../server/zatca/stamp-invoice.ts';
import { fakeCredentials, startFatooraFake, type FatooraFake } from './fatoora-fake.ts';
import { aCreditNote, anInvoice, testStamp } from './zatca-fixtures.ts';

// The adapter of ZATCA's reporting API against the local fake of it: what each answer becomes,
// the chain of a device's documents, and a report ZATCA did not answer tried again.
let fake: FatooraFake;
let zatca: ReportingPort;
beforeEach(async () => {
  fake = await startFatooraFake();
  zatca = fatooraReporting({ baseUrl: fake.url, ...fakeCredentials });
});
afterEach(() => fake.close());

const buyer = { name: 'Noura Aldosari' };

function stamped(input: InvoiceInput): ReportedDocument {
  const { xml, hash } = stampInvoice(input, testStamp());
  return { uuid: input.uuid, hash, xml };
}

const firstInvoice = (): ReportedDocument => stamped({ ...anInvoice(), buyer });

describe('reporting simplified documents to ZATCA', () => {
  it('given a good stamped invoice, when it is reported, then ZATCA answers 200 and it is reported with nothing to say', async () => {
    const document = firstInvoice();

    const outcome = await zatca.report(document);

    expect(outcome).toEqual({ status: 'reported', messages: [] });
    expect(fake.accepted).toEqual([{ uuid: document.uuid, hash: document.hash, counter: 1 }]);
  });

  it('given an invoice and the credit note after it in the chain, when both are reported in order, then both are reported', async () => {
    const invoice = firstInvoice();
    const creditNote = stamped({ ...aCreditNote(invoice.hash), buyer });

    expect((await zatca.report(invoice)).status).toBe('reported');
    expect((await zatca.report(creditNote)).status).toBe('reported');
    expect(fake.accepted.map((document) => [document.counter, document.hash])).toEqual([
      [1, invoice.hash],
      [2, creditNote.hash],
    ]);
  });

  it('given an invoice without a buyer’s name, when it is reported, then ZATCA answers 202 and it is reported with its warning', async () => {
    const outcome = await zatca.report(stamped(anInvoice()));

    expect(outcome).toEqual({ status: 'warning', messages: [{ code: 'BR-KSA-buyer-name', text: 'The buyer’s name is missing' }] });
    expect(fake.accepted).toHaveLength(1);
  });

  it('given an invoice whose amount was changed after stamping, when it is reported, then ZATCA answers 400 and it is rejected with why', async () => {
    const document = firstInvoice();
    const tampered = document.xml.replace('<cbc:PayableAmount currencyID="SAR">240.00<', '<cbc:PayableAmount currencyID="SAR">24.00<');
    expect(tampered).not.toBe(document.xml);

    const outcome = await zatca.report({ ...document, xml: tampered });

    expect(outcome.status).toBe('rejected');
    expect(outcome.messages).toContainEqual({ code: 'invalid-invoice-hash', text: 'The invoiceHash sent is not the hash of the invoice' });
    expect(outcome.messages).toContainEqual({ code: 'invalid-invoice-hash', text: 'the signed invoice digest is not the hash of this XML' });
    expect(fake.accepted).toEqual([]);
  });

  it('given a second document whose PIH is not the first one’s hash, when it is reported, then it is rejected for its PIH', async () => {
    await zatca.report(firstInvoice());
    const outOfChain = stamped({ ...aCreditNote(firstPreviousHash), buyer });

    const outcome = await zatca.report(outOfChain);

    expect(outcome).toEqual({
      status: 'rejected',
      messages: [{ code: 'KSA-13', text: 'The previous invoice hash (PIH) is not the hash of the last document this device reported' }],
    });
    expect(fake.accepted).toHaveLength(1);
  });

  it('given a second document that skips a counter, when it is reported, then it is rejected for its counter', async () => {
    const invoice = firstInvoice();
    await zatca.report(invoice);

    const outcome = await zatca.report(stamped({ ...aCreditNote(invoice.hash), counter: 3, buyer }));

    expect(outcome).toEqual({ status: 'rejected', messages: [{ code: 'KSA-16', text: 'The invoice counter (ICV) 3 is not the next one of this device (2)' }] });
  });

  it('given a reported document whose answer was lost, when it is sent again, then it is reported again and ZATCA keeps it once', async () => {
    const document = firstInvoice();
    await zatca.report(document);

    expect((await zatca.report(document)).status).toBe('reported');
    expect(fake.accepted).toHaveLength(1);
  });
});

describe('when ZATCA does not judge the document', () => {
  it('given ZATCA busy once (503), when the report is tried again as the schedule says, then the document is reported', async () => {
    const document = firstInvoice();
    fake.failNext(1);
    const triedAt = new Date('2026-11-27T21:31:00.000Z');

    const first = await zatca.report(document);

    expect(first).toEqual({ status: 'unavailable', messages: [{ code: 'http503', text: 'ZATCA answered 503: try again later' }] });
    expect(reportTriedAgain(first)).toBe(true);
    expect(nextReportTryAt(triedAt, 1).toISOString()).toBe('2026-11-27T21:32:00.000Z');
    expect(await zatca.report(document)).toEqual({ status: 'reported', messages: [] });
    expect(fake.received()).toBe(2);
    expect(fake.accepted).toHaveLength(1);
  });

  it('given a wrong secret, when a document is reported, then ZATCA answers 401 and it stays unreported with a message that names the credentials', async () => {
    const wrongSecret = fatooraReporting({ baseUrl: fake.url, csid: fakeCredentials.csid, secret: 'not-the-secret' });

    const outcome = await wrongSecret.report(firstInvoice());

    expect(outcome.status).toBe('unavailable');
    expect(outcome.messages).toEqual([
      { code: 'unauthorized', text: 'ZATCA refused our credentials (401): check ZATCA_CSID and ZATCA_CSID_SECRET, or renew the CSID' },
    ]);
    expect(reportTriedAgain(outcome)).toBe(true);
    expect(fake.accepted).toEqual([]);
  });

  it('given ZATCA cannot be reached, when a document is reported, then it stays unreported, to try again', async () => {
    // The new fake takes another port while the old one still holds its own.
    const gone = fake;
    fake = await startFatooraFake();
    await gone.close();

    const outcome = await fatooraReporting({ baseUrl: gone.url, ...fakeCredentials }).report(firstInvoice());

    expect(outcome.status).toBe('unavailable');
    expect(outcome.messages[0]!.code).toBe('unreachable');
  });

  it('given ZATCA silent past the time-out, when a document is reported, then it stays unreported, to try again', async () => {
    fake.stallNext(1);
    const impatient = fatooraReporting({ baseUrl: fake.url, ...fakeCredentials }, { timeoutMs: 100 });

    const outcome = await impatient.report(firstInvoice());

    expect(outcome).toEqual({ status: 'unavailable', messages: [{ code: 'timeout', text: 'ZATCA did not answer in time: try again later' }] });
    expect(fake.accepted).toEqual([]);
  });

  it('given a rejected document, when the retry rule is asked, then it is not sent again', async () => {
    const outcome = await zatca.report({ ...firstInvoice(), hash: firstPreviousHash });

    expect(outcome.status).toBe('rejected');
    expect(reportTriedAgain(outcome)).toBe(false);
  });
});
