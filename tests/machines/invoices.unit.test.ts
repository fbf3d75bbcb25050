import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { customerInvoices, invoiceTotals } from '../../machines/projections/invoices.ts';
import { planReceiptsOf } from '../../machines/projections/receipts.ts';
import { requestRows } from '../../machines/projections/requests.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';
import { paidWith, plumbingVisit } from './sample-payloads.ts';
import { setUpCompany } from './set-up-company.ts';

// The customer's invoices page: every paid request and every plan bought by card, and their sums.
const at = (minute: number) => `2026-11-22T09:${String(minute).padStart(2, '0')}:00.000Z`;
const company = defaultSettings.company;

function requestStream(requestId: string, ...afterSubmission: MachineEvent[]): [string, AnyMachineSnapshot] {
  return [`request-${requestId}`, replay(requestMachine, [anEvent('request.submitted', plumbingVisit, { at: at(0) }), ...afterSubmission])];
}

const paidRequest = (requestId: string, priceHalalas: number, invoiceNumber: number, minute: number) =>
  requestStream(
    requestId,
    anEvent('request.offerMade', { priceHalalas, adminNote: '' }, { actor: admin, at: at(1) }),
    anEvent('request.offerAccepted', {}, { at: at(2) }),
    anEvent('request.paid', paidWith(`pay-${invoiceNumber}`, priceHalalas, invoiceNumber), { actor: system, at: at(minute) }),
  );

const planBought = (invoiceNumber: number, amountHalalas: number, minute: number) =>
  anEvent(
    'subscription.granted',
    { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'payment', payment: paidWith(`plan-${invoiceNumber}`, amountHalalas, invoiceNumber) },
    { actor: system, at: at(minute) },
  );

describe('the customer’s invoices', () => {
  const rows = requestRows(
    new Map([
      paidRequest('0193a0a0-0000-7000-8000-0000000000a1', 15_000, 3, 10),
      requestStream('0193a0a0-0000-7000-8000-0000000000a2', anEvent('request.offerMade', { priceHalalas: 9_900, adminNote: '' }, { actor: admin, at: at(1) })),
      paidRequest('0193a0a0-0000-7000-8000-0000000000a3', 11_500, 9, 30),
    ]),
  );
  const plans = planReceiptsOf([planBought(5, 19_900, 20)], company);

  it('lists paid requests and bought plans together, newest payment first, and no unpaid request', () => {
    const invoices = customerInvoices(rows, plans, company);
    expect(invoices.map((invoice) => [invoice.kind, invoice.receipt.invoiceNumber])).toEqual([
      ['request', 'INV-000009'],
      ['plan', 'INV-000005'],
      ['request', 'INV-000003'],
    ]);
  });

  it('names the request an invoice is for by its id, number and services', () => {
    const invoice = customerInvoices(rows, [], company).at(-1);
    expect(invoice).toMatchObject({ kind: 'request', requestId: '0193a0a0-0000-7000-8000-0000000000a1', requestNumber: '0000A1', services: ['plumbing'] });
  });

  it('adds up the count, the totals and the VAT of every tax invoice', () => {
    const taxPlans = planReceiptsOf([planBought(5, 19_900, 20)], setUpCompany);
    const totals = invoiceTotals(customerInvoices(rows, taxPlans, setUpCompany));
    // Each document's own VAT (docs/decisions.md 29): 150.00 SAR carries 19.56, not the 19.57 of price − price / 1.15.
    expect(totals).toEqual({ count: 3, totalHalalas: 15_000 + 11_500 + 19_900, vatHalalas: 1_956 + 1_500 + 2_596 });
  });

  it('adds up no VAT while the company is not set up for tax invoices: the receipts are no tax invoices', () => {
    const totals = invoiceTotals(customerInvoices(rows, plans, company));
    expect(totals).toEqual({ count: 3, totalHalalas: 15_000 + 11_500 + 19_900, vatHalalas: null });
  });

  it('adds up to nothing for a customer who has paid nothing', () => {
    expect(invoiceTotals(customerInvoices([], [], company))).toEqual({ count: 0, totalHalalas: 0, vatHalalas: null });
  });
});

describe('the QR of a receipt', () => {
  const vatCompany = setUpCompany;
  const grant = (payment: ReturnType<typeof paidWith>) =>
    anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'payment', payment }, { actor: system, at: at(5) });

  it('given a payment recorded with its tax invoice, then the receipt shows that invoice’s phase-2 QR, whatever the company says now', () => {
    const [bought] = planReceiptsOf([grant({ ...paidWith('plan-1', 19_900, 1), invoiceQr: 'AQxwaGFzZSAyIFFS' })], vatCompany);
    expect(bought!.receipt.taxInvoice?.qrText).toBe('AQxwaGFzZSAyIFFS');
  });

  it('given a payment recorded before the chain of tax documents, then the receipt shows the phase-1 QR made from the company’s VAT number', () => {
    const [bought] = planReceiptsOf([grant(paidWith('plan-1', 19_900, 1))], vatCompany);
    expect(bought!.receipt.taxInvoice?.qrText).toBeTruthy();
    expect(planReceiptsOf([grant(paidWith('plan-1', 19_900, 1))], company)[0]!.receipt.taxInvoice).toBeNull();
  });
});
