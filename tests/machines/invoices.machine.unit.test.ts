import { describe, expect, it } from 'vitest';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { eventDefinition } from '../../machines/domain/event-catalog.ts';
import { firstPreviousHash, type InvoiceIssued, type InvoiceReported } from '../../machines/domain/invoice-events.ts';
import { invoicesMachine, type InvoicesSnapshot } from '../../machines/invoices.machine.ts';
import { decide, replay } from '../../machines/stream-decision.ts';
import { firstPreviousHash as zatcaFirstPreviousHash } from '../../server/zatca/invoice-hash.ts';
import { anEvent, system } from './given-events.ts';
import { firstInvoice } from './sample-payloads.ts';

// The chain of tax documents: one counter and one hash chain for both kinds, a series per kind.
const hashOf = (counter: number) => `${String(counter).padStart(43, 'h')}=`;
const secondHash = hashOf(2);
const issued = (data: Partial<InvoiceIssued>) => anEvent('invoice.issued', { ...firstInvoice, ...data }, { actor: system });
const creditNote = (data: Partial<InvoiceIssued>) =>
  issued({ kind: 'creditNote', number: 1, corrects: { invoiceNumber: 1, reason: 'visitCancelled' }, totals: { netHalalas: 9_783, vatHalalas: 1_467, totalHalalas: 11_250 }, ...data });
const secondInvoice = issued({ counter: 2, number: 2, previousHash: firstInvoice.hash, hash: secondHash });

const given = (...events: MachineEvent[]) => replay(invoicesMachine, events) as InvoicesSnapshot;
const refusal = (snapshot: InvoicesSnapshot, event: MachineEvent) => {
  const decision = decide(snapshot, event);
  return decision.accepted ? 'accepted' : decision.reason;
};

describe('the payload of a tax document', () => {
  const schema = eventDefinition('invoice.issued')!.schemas[1]!;

  it('given the sample invoice, then it is valid, and its first previous hash is ZATCA’s constant', () => {
    expect(schema.safeParse(firstInvoice).success).toBe(true);
    expect(firstPreviousHash).toBe(zatcaFirstPreviousHash);
  });

  it.each([
    ['a counter of 0', { counter: 0 }],
    ['a hash that is no SHA-256 digest', { hash: 'abc' }],
    ['a kind ZATCA has no series for', { kind: 'debitNote' }],
    ['a QR over 1000 characters', { qr: 'A'.repeat(1001) }],
    ['a purpose without its payment', { for: { kind: 'request', requestId: '0193a0a0-0000-7000-8000-000000000001' } }],
  ])('given %s, then it is refused', (_, change) => {
    expect(schema.safeParse({ ...firstInvoice, ...change }).success).toBe(false);
  });
});

describe('the chain of tax documents', () => {
  it('given an empty chain, when the first invoice comes with counter 1 and ZATCA’s first hash, then it is accepted', () => {
    expect(refusal(given(), issued({}))).toBe('accepted');
  });

  it('given one document, when the next skips a counter or repeats one, then it is refused', () => {
    const one = given(issued({}));
    expect(refusal(one, issued({ counter: 3, number: 2, previousHash: firstInvoice.hash }))).toBe('counterIsNext');
    expect(refusal(one, issued({ counter: 1, number: 2, previousHash: firstInvoice.hash }))).toBe('counterIsNext');
    expect(refusal(one, secondInvoice)).toBe('accepted');
  });

  it('given one document, when the next names another previous hash than the last document’s, then it is refused', () => {
    expect(refusal(given(issued({})), issued({ counter: 2, number: 2, previousHash: firstPreviousHash }))).toBe('previousHashIsLast');
  });

  it('given an empty chain, when the first invoice continues the numbers issued before the chain, then it is accepted; later ones follow it', () => {
    const continued = given(issued({ number: 41 }));
    expect(continued.context.lastNumber.invoice).toBe(41);
    expect(refusal(continued, issued({ counter: 2, number: 43, previousHash: firstInvoice.hash }))).toBe('numberIsNext');
  });

  it('given two invoices, when a credit note comes, then it takes counter 3 in the same chain and number 1 of its own series', () => {
    const two = given(issued({}), secondInvoice);
    expect(refusal(two, creditNote({ counter: 3, previousHash: secondHash }))).toBe('accepted');
    expect(refusal(two, creditNote({ counter: 3, number: 2, previousHash: secondHash }))).toBe('numberIsNext');
    const after = given(issued({}), secondInvoice, creditNote({ counter: 3, previousHash: secondHash, hash: hashOf(3) }));
    expect(after.context).toMatchObject({ counter: 3, lastHash: hashOf(3), lastNumber: { invoice: 2, creditNote: 1 } });
  });

  it('given an invoice of 150 riyals, when credit notes would give back more than it, or correct an invoice not in the chain, then they are refused', () => {
    const one = given(issued({}));
    const next = { counter: 2, previousHash: firstInvoice.hash };
    expect(refusal(one, creditNote({ ...next, totals: { netHalalas: 13_044, vatHalalas: 1_957, totalHalalas: 15_001 } }))).toBe('correctsAnInvoiceOfTheChain');
    expect(refusal(one, creditNote({ ...next, corrects: { invoiceNumber: 7, reason: 'alreadyPaid' } }))).toBe('correctsAnInvoiceOfTheChain');
    expect(refusal(one, issued({ ...next, number: 2, corrects: { invoiceNumber: 1, reason: 'alreadyPaid' } }))).toBe('correctsAnInvoiceOfTheChain');
    const credited = given(issued({}), creditNote({ ...next, hash: hashOf(2) }));
    expect(credited.context.creditable[1]).toBe(15_000 - 11_250);
  });
});

describe('ZATCA’s answer to each document of the chain', () => {
  const answer = (counter: number, status: InvoiceReported['status'] = 'reported') =>
    anEvent('invoice.reported', { counter, status, messages: [] }, { actor: system });
  const twoDocuments = () => [issued({}), secondInvoice];

  it('given the sample answer, then it is valid; an unavailable try or a status ZATCA does not give is no answer', () => {
    const schema = eventDefinition('invoice.reported')!.schemas[1]!;
    expect(schema.safeParse({ counter: 1, status: 'rejected', messages: [{ code: 'KSA-13', text: 'PIH is wrong' }] }).success).toBe(true);
    expect(schema.safeParse({ counter: 1, status: 'unavailable', messages: [] }).success).toBe(false);
  });

  it('given two documents, when ZATCA’s answers come in counter order, then each is accepted and the last reported moves on', () => {
    const first = given(...twoDocuments());
    expect(refusal(first, answer(1))).toBe('accepted');
    const reported = given(...twoDocuments(), answer(1, 'rejected'));
    expect(reported.context.lastReported).toBe(1);
    expect(refusal(reported, answer(2, 'warning'))).toBe('accepted');
  });

  it('given two documents, when an answer is for a counter not issued yet, then it is refused', () => {
    expect(refusal(given(...twoDocuments()), answer(3))).toBe('reportsADocumentOfTheChain');
  });

  it('given a document answered already, when a second answer for it comes, then it is refused (one outcome per document)', () => {
    expect(refusal(given(...twoDocuments(), answer(1)), answer(1, 'warning'))).toBe('reportedOnce');
  });

  it('given two documents none answered, when the second is answered first, then it is refused (the chain in order)', () => {
    expect(refusal(given(...twoDocuments()), answer(2))).toBe('reportedInCounterOrder');
  });

  it('given an answer recorded, when the next document is issued, then the chain goes on as before', () => {
    const afterAnswer = given(issued({}), answer(1));
    expect(refusal(afterAnswer, secondInvoice)).toBe('accepted');
    expect(given(issued({}), answer(1), secondInvoice).context).toMatchObject({ counter: 2, lastHash: secondHash, lastReported: 1 });
  });
});
