import { describe, expect, it } from 'vitest';
import { documentAmounts } from '../../machines/domain/document-amounts.ts';
import { splitVat, zatcaQrText } from '../../machines/domain/tax-invoice.ts';
import { invoiceNumber, planReceiptsOf, receiptOf } from '../../machines/projections/receipts.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { requestMachine, type RequestContext } from '../../machines/request.machine.ts';
import { initialSnapshot } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';
import { paidWith } from './sample-payloads.ts';
import { riyadhAddress, setUpCompany } from './set-up-company.ts';

// The simplified tax invoice: prices include VAT at 15 %, and the ZATCA phase-1 QR text is
// the base64 of five TLV fields. The expected texts were made by hand, byte by byte, outside
// our code (tag, length, UTF-8 value), so an encoder that is wrong the same way cannot pass.
const bobsRecords = 'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';
const arabicSeller =
  'ASjYtdmK2KfZhtipINin2YTZhdmG2KfYstmEINio2KfZhNix2YrYp9i2Ag8zMTAxMjIzOTM1MDAwMDMDFDIwMjYtMTEtMjJUMTI6MDA6MDBaBAYyNDAuMDAFBTMxLjMw';
/** The same seller and 240.00 SAR with the VAT of the phase-2 document, 31.31 (docs/decisions.md 29). */
const arabicSellerDocumentVat =
  'ASjYtdmK2KfZhtipINin2YTZhdmG2KfYstmEINio2KfZhNix2YrYp9i2Ag8zMTAxMjIzOTM1MDAwMDMDFDIwMjYtMTEtMjJUMTI6MDA6MDBaBAYyNDAuMDAFBTMxLjMx';

function tlvFields(text: string): string[] {
  const bytes = Buffer.from(text, 'base64');
  const fields: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += 2 + bytes[offset + 1]!) {
    expect(bytes[offset]).toBe(fields.length + 1);
    fields.push(bytes.subarray(offset + 2, offset + 2 + bytes[offset + 1]!).toString('utf8'));
  }
  return fields;
}

describe('the ZATCA QR text', () => {
  it('matches the hand-made vector of a Latin seller name', () => {
    const text = zatcaQrText({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      totalHalalas: 100_000,
      vatHalalas: 15_000,
    });
    expect(text).toBe(bobsRecords);
    expect(tlvFields(text)).toEqual(['Bobs Records', '310122393500003', '2022-04-25T15:30:00Z', '1000.00', '150.00']);
  });

  it('counts an Arabic seller name’s length in UTF-8 bytes, not characters', () => {
    const text = zatcaQrText({
      sellerName: 'صيانة المنازل بالرياض',
      vatNumber: '310122393500003',
      timestamp: '2026-11-22T12:00:00Z',
      totalHalalas: 24_000,
      vatHalalas: 3_130,
    });
    expect(text).toBe(arabicSeller);
    expect(tlvFields(text)[0]).toBe('صيانة المنازل بالرياض');
  });
});

describe('splitting a price that includes VAT', () => {
  it.each([
    [24_000, 20_870, 3_130],
    [11_500, 10_000, 1_500],
    [100, 87, 13],
    [1, 1, 0],
  ])('%i halalas are %i before VAT and %i VAT, adding up exactly', (total, before, vat) => {
    expect(splitVat(total)).toEqual({ beforeVatHalalas: before, vatHalalas: vat, totalHalalas: total });
  });
});

describe('a receipt from a paid request', () => {
  const request = (change: Partial<RequestContext>): RequestContext => ({
    ...(initialSnapshot(requestMachine).context as RequestContext),
    ...change,
  });
  const paid = request({ payment: paidWith('pay_1', 24_000, 42), paidAt: '2026-11-22T12:00:00.123Z' });

  it('is a tax invoice with the seller and the QR code once the company is set up for them', () => {
    expect(receiptOf(paid, setUpCompany)).toMatchObject({
      invoiceNumber: 'INV-000042',
      totalHalalas: 24_000,
      card: { brand: 'visa', last4: '4242' },
      taxInvoice: {
        seller: { vatNumber: '310122393500003', address: riyadhAddress },
        beforeVatHalalas: 20_870,
        vatHalalas: 3_131,
        roundingHalalas: -1,
        qrText: arabicSellerDocumentVat,
      },
    });
  });

  it('names no card when the provider named none, rather than inventing digits', () => {
    const noCard = request({ payment: { ...paidWith('pay_2', 24_000, 43), card: null }, paidAt: '2026-11-22T12:00:00.000Z' });
    expect(receiptOf(noCard, defaultSettings.company)?.card).toBeNull();
  });

  it('is a plain receipt of the total while the VAT number or the address is missing', () => {
    for (const company of [defaultSettings.company, { ...setUpCompany, address: null }, { ...setUpCompany, vatNumber: null }]) {
      expect(receiptOf(paid, company)).toMatchObject({ totalHalalas: 24_000, taxInvoice: null });
    }
  });

  // The prices whose phase-1 split (price / 1.15) gives another VAT than ZATCA's 15 % of the net
  // (decision 29): the receipt shows the document's figures and the halala between them.
  it.each([
    [24_000, 20_870, 3_131, -1],
    [4, 3, 0, 1],
    [15_000, 13_043, 1_956, 1],
    [34_500, 30_000, 4_500, 0],
  ])('given %i halalas paid, then the receipt shows the document’s %i before VAT, %i VAT and %i rounding', (paidHalalas, before, vat, rounding) => {
    const receipt = receiptOf(request({ payment: paidWith('pay_3', paidHalalas, 44), paidAt: '2026-11-22T12:00:00.000Z' }), setUpCompany);
    const document = documentAmounts([{ name: 'visit', quantity: 1, unitPriceHalalas: paidHalalas }]);
    expect(receipt?.taxInvoice).toMatchObject({ beforeVatHalalas: before, vatHalalas: vat, roundingHalalas: rounding });
    expect([document.netHalalas, document.vatHalalas, document.roundingHalalas]).toEqual([before, vat, rounding]);
    expect(before + vat + rounding).toBe(paidHalalas);
  });

  it('does not exist for an unpaid request', () => {
    expect(receiptOf(request({}), defaultSettings.company)).toBeNull();
  });

  it('numbers invoices with six digits at least', () => {
    expect([invoiceNumber(7), invoiceNumber(1_234_567)]).toEqual(['INV-000007', 'INV-1234567']);
  });
});

describe('the receipts of VIP plans bought by card', () => {
  const company = setUpCompany;
  const granted = (at: string, via: 'admin' | 'payment', payment?: ReturnType<typeof paidWith>) => ({
    ...anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via, ...(payment ? { payment } : {}) }, { actor: via === 'admin' ? admin : system, at }),
    actor: via === 'admin' ? admin : system,
  });
  const history = [
    granted('2026-09-01T09:00:00.000Z', 'admin'),
    granted('2026-10-05T12:00:00.000Z', 'payment', paidWith('pay_plan_1', 24_000, 51)),
    { ...anEvent('subscription.visitRecorded', { requestId: 'r-1' }, { at: '2026-10-06T09:00:00.000Z' }), actor: system },
    granted('2026-11-22T12:00:00.000Z', 'payment', paidWith('pay_plan_2', 24_000, 77)),
  ];

  it('given plans granted by an admin and bought by card, when read, then each bought plan has its receipt, newest first', () => {
    expect(planReceiptsOf(history, company).map(({ receipt, plan, days, maxVisits }) => [receipt.invoiceNumber, plan, days, maxVisits])).toEqual([
      ['INV-000077', 'vip', 30, 4],
      ['INV-000051', 'vip', 30, 4],
    ]);
  });

  it('given a bought plan, when read, then its receipt is dated when the server granted it, with VAT split and the QR text', () => {
    expect(planReceiptsOf(history, company)[0]!.receipt).toMatchObject({
      paidAt: '2026-11-22T12:00:00.000Z',
      card: { brand: 'visa', last4: '4242' },
      taxInvoice: { beforeVatHalalas: 20_870, vatHalalas: 3_131, roundingHalalas: -1, qrText: arabicSellerDocumentVat },
    });
  });

  it('given a grant still on its way, when read, then it has no receipt yet', () => {
    const pending = { ...granted('2026-11-23T12:00:00.000Z', 'payment', paidWith('pay_plan_3', 24_000, 90)), pending: true };
    expect(planReceiptsOf([pending], company)).toEqual([]);
  });
});
