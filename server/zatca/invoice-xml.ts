// The UBL 2.1 tree of a ZATCA simplified tax invoice (388) or credit note (381), element order
// as the UBL schema and ZATCA's XML implementation standard give it. Written compact (no
// indentation): the hash and the signed properties then have one reading whatever strips or
// re-indents the text, and the same input always gives the same bytes.
import { documentAmounts, type DocumentAmounts, vatPercent } from '../../machines/domain/document-amounts.ts';
import { sar } from './invoice-amounts.ts';
import type { InvoiceInput } from './invoice-input.ts';
import { invoiceInputProblems } from './invoice-input-rules.ts';
import { buyerParty, sellerParty } from './invoice-parties.ts';
import { canonicalXml } from './canonical-xml.ts';
import { ubl, xmlDeclaration } from './ubl-namespaces.ts';
import { element, textElement, type XmlElement } from './xml-tree.ts';

/** Simplified tax invoice: positions 1-2 "02", then no third-party, nominal, export, summary or self-billed flag. */
const simplifiedTransaction = '0200000';
const typeCodes = { invoice: '388', creditNote: '381' } as const;
/** Payment by bank card (UN/ECE 4461), the only way customers pay us. */
const paymentByCard = '48';
const currency = 'SAR';

export interface InvoiceExtras {
  /** ext:UBLExtensions holding the signature; absent before signing. */
  extensions?: XmlElement;
  /** The QR text (base64 TLV); absent before signing. */
  qr?: string;
}

const money = (name: string, halalas: number): XmlElement => textElement(name, sar(halalas), { currencyID: currency });

const riyadhOffsetMs = 3 * 60 * 60 * 1000;

/** IssueDate and IssueTime in Riyadh (UTC+3, no DST), to the second. */
export function riyadhDateTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + riyadhOffsetMs).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

const attachment = (id: string, content: string): XmlElement =>
  element('cac:AdditionalDocumentReference', {}, [
    textElement('cbc:ID', id),
    element('cac:Attachment', {}, [textElement('cbc:EmbeddedDocumentBinaryObject', content, { mimeCode: 'text/plain' })]),
  ]);

const taxCategory = (name: string): XmlElement =>
  element(name, {}, [
    textElement('cbc:ID', 'S', { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' }),
    textElement('cbc:Percent', vatPercent.toFixed(2)),
    element('cac:TaxScheme', {}, [textElement('cbc:ID', 'VAT', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' })]),
  ]);

function taxTotals(amounts: DocumentAmounts): XmlElement[] {
  return [
    element('cac:TaxTotal', {}, [money('cbc:TaxAmount', amounts.vatHalalas)]),
    element('cac:TaxTotal', {}, [
      money('cbc:TaxAmount', amounts.vatHalalas),
      element('cac:TaxSubtotal', {}, [money('cbc:TaxableAmount', amounts.netHalalas), money('cbc:TaxAmount', amounts.vatHalalas), taxCategory('cac:TaxCategory')]),
    ]),
  ];
}

const monetaryTotal = (amounts: DocumentAmounts): XmlElement =>
  element('cac:LegalMonetaryTotal', {}, [
    money('cbc:LineExtensionAmount', amounts.netHalalas),
    money('cbc:TaxExclusiveAmount', amounts.netHalalas),
    money('cbc:TaxInclusiveAmount', amounts.withVatHalalas),
    money('cbc:AllowanceTotalAmount', 0),
    money('cbc:PrepaidAmount', 0),
    amounts.roundingHalalas !== 0 && money('cbc:PayableRoundingAmount', amounts.roundingHalalas),
    money('cbc:PayableAmount', amounts.payableHalalas),
  ]);

function invoiceLines(input: InvoiceInput, amounts: DocumentAmounts): XmlElement[] {
  return input.lines.map((line, index) => {
    const figures = amounts.lines[index]!;
    return element('cac:InvoiceLine', {}, [
      textElement('cbc:ID', String(index + 1)),
      textElement('cbc:InvoicedQuantity', line.quantity.toFixed(6), { unitCode: 'PCE' }),
      money('cbc:LineExtensionAmount', figures.netHalalas),
      element('cac:TaxTotal', {}, [money('cbc:TaxAmount', figures.vatHalalas), money('cbc:RoundingAmount', figures.withVatHalalas)]),
      element('cac:Item', {}, [textElement('cbc:Name', line.name), taxCategory('cac:ClassifiedTaxCategory')]),
      element('cac:Price', {}, [money('cbc:PriceAmount', figures.unitPriceHalalas)]),
    ]);
  });
}

export function invoiceTree(input: InvoiceInput, extras: InvoiceExtras = {}): XmlElement {
  const problems = invoiceInputProblems(input);
  if (problems.length > 0) throw new Error(`cannot build ZATCA document ${input.number}: ${problems.join('; ')}`);
  const amounts = documentAmounts(input.lines);
  const { date, time } = riyadhDateTime(input.issuedAt);
  const creditNote = input.kind === 'creditNote' ? input.corrects : undefined;
  return element('Invoice', { xmlns: ubl.invoice, 'xmlns:cac': ubl.cac, 'xmlns:cbc': ubl.cbc, 'xmlns:ext': ubl.ext }, [
    extras.extensions,
    textElement('cbc:ProfileID', 'reporting:1.0'),
    textElement('cbc:ID', input.number),
    textElement('cbc:UUID', input.uuid),
    textElement('cbc:IssueDate', date),
    textElement('cbc:IssueTime', time),
    textElement('cbc:InvoiceTypeCode', typeCodes[input.kind], { name: simplifiedTransaction }),
    textElement('cbc:DocumentCurrencyCode', currency),
    textElement('cbc:TaxCurrencyCode', currency),
    creditNote && element('cac:BillingReference', {}, [element('cac:InvoiceDocumentReference', {}, [textElement('cbc:ID', creditNote.invoiceNumber)])]),
    element('cac:AdditionalDocumentReference', {}, [textElement('cbc:ID', 'ICV'), textElement('cbc:UUID', String(input.counter))]),
    attachment('PIH', input.previousHash),
    extras.qr !== undefined && attachment('QR', extras.qr),
    element('cac:Signature', {}, [
      textElement('cbc:ID', 'urn:oasis:names:specification:ubl:signature:Invoice'),
      textElement('cbc:SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
    ]),
    sellerParty(input.seller),
    buyerParty(input.buyer),
    element('cac:PaymentMeans', {}, [textElement('cbc:PaymentMeansCode', paymentByCard), creditNote && textElement('cbc:InstructionNote', creditNote.reason)]),
    ...taxTotals(amounts),
    monetaryTotal(amounts),
    ...invoiceLines(input, amounts),
  ]);
}

/** The document's text: the XML declaration, then the canonical form of its tree. */
export const invoiceText = (tree: XmlElement): string => xmlDeclaration + canonicalXml(tree);
