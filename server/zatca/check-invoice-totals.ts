// The arithmetic ZATCA's validator checks, read back from an invoice's XML: each line's
// net amount, VAT and amount with VAT, the VAT breakdown, and the monetary totals, all to
// the halala with VAT rounded half up (BR-KSA-50/51, BR-S-08/09, BR-CO-10/13/15/16).
import { vatOn } from '../../machines/domain/document-amounts.ts';
import { halalasOf } from './invoice-amounts.ts';
import { childElements, textAt, type XmlElement } from './xml-tree.ts';

const amountAt = (node: XmlElement, path: readonly string[]): number => halalasOf(textAt(node, path));

function lineProblems(line: XmlElement): { problems: string[]; net: number } {
  const id = textAt(line, ['cbc:ID']);
  const quantity = Number(textAt(line, ['cbc:InvoicedQuantity']));
  const net = amountAt(line, ['cbc:LineExtensionAmount']);
  const vat = amountAt(line, ['cac:TaxTotal', 'cbc:TaxAmount']);
  const withVat = amountAt(line, ['cac:TaxTotal', 'cbc:RoundingAmount']);
  const price = amountAt(line, ['cac:Price', 'cbc:PriceAmount']);
  const problems: string[] = [];
  if (!Number.isInteger(quantity) || quantity * price !== net) problems.push(`line ${id}: net amount is not quantity × price`);
  if (vat !== vatOn(net)) problems.push(`line ${id}: VAT is not 15 % of the net amount`);
  if (withVat !== net + vat) problems.push(`line ${id}: amount with VAT is not net + VAT`);
  return { problems, net };
}

export function totalsProblems(invoice: XmlElement): string[] {
  const lines = childElements(invoice, 'cac:InvoiceLine').map(lineProblems);
  const problems = lines.flatMap((line) => line.problems);
  if (lines.length === 0) problems.push('no invoice lines');
  const [plainTotal, detailedTotal] = childElements(invoice, 'cac:TaxTotal');
  if (!plainTotal || !detailedTotal) return [...problems, 'two TaxTotal elements expected'];
  const totals = (name: string): number => amountAt(invoice, ['cac:LegalMonetaryTotal', name]);
  const net = totals('cbc:TaxExclusiveAmount');
  const vat = amountAt(plainTotal, ['cbc:TaxAmount']);
  const rounding = textAt(invoice, ['cac:LegalMonetaryTotal', 'cbc:PayableRoundingAmount']) === undefined ? 0 : totals('cbc:PayableRoundingAmount');
  const linesNet = lines.reduce((sum, line) => sum + line.net, 0);
  if (totals('cbc:LineExtensionAmount') !== linesNet) problems.push('sum of line net amounts differs from LineExtensionAmount');
  if (net !== totals('cbc:LineExtensionAmount')) problems.push('TaxExclusiveAmount differs from LineExtensionAmount');
  if (amountAt(detailedTotal, ['cac:TaxSubtotal', 'cbc:TaxableAmount']) !== net) problems.push('taxable amount differs from TaxExclusiveAmount');
  if (vat !== vatOn(net)) problems.push('VAT total is not 15 % of the taxable amount');
  if (amountAt(detailedTotal, ['cbc:TaxAmount']) !== vat || amountAt(detailedTotal, ['cac:TaxSubtotal', 'cbc:TaxAmount']) !== vat) {
    problems.push('the VAT totals disagree');
  }
  if (totals('cbc:TaxInclusiveAmount') !== net + vat) problems.push('TaxInclusiveAmount is not TaxExclusiveAmount + VAT');
  if (totals('cbc:PayableAmount') !== totals('cbc:TaxInclusiveAmount') - totals('cbc:PrepaidAmount') + rounding) {
    problems.push('PayableAmount is not TaxInclusiveAmount − PrepaidAmount + PayableRoundingAmount');
  }
  return problems;
}
