// The amounts of a tax document, worked out the way ZATCA checks them, from prices that include
// VAT (docs/decisions.md 29). Each unit price is split with splitVat; ZATCA then wants every VAT
// amount to be its taxable amount times 15 %, rounded half up to the halala (BR-KSA-50 on a
// line, BR-S-09 in the breakdown) and the total with VAT to be net + VAT (BR-CO-15). Three
// VAT-inclusive prices in 23 have no such split (240.00 SAR: 208.69 + 31.30 is 239.99,
// 208.70 + 31.31 is 240.01), so the halala left over goes into the payable rounding amount
// (BT-114) and the payable amount is always exactly the price the customer pays. The phase-2
// document (server/zatca/) and the customer's receipt (projections/receipts.ts) both read their
// figures here, so they never differ.
import { splitVat } from './tax-invoice.ts';

export const vatPercent = 15;

/** One line of a document: what is sold, how many, and the price of one, VAT included. */
export interface DocumentLine {
  name: string;
  quantity: number;
  /** What the customer pays for one unit, VAT included. */
  unitPriceHalalas: number;
}

export interface LineAmounts {
  unitPriceHalalas: number;
  netHalalas: number;
  vatHalalas: number;
  withVatHalalas: number;
}

export interface DocumentAmounts {
  lines: LineAmounts[];
  netHalalas: number;
  vatHalalas: number;
  withVatHalalas: number;
  roundingHalalas: number;
  payableHalalas: number;
}

/** VAT on a taxable amount, rounded half up to the halala, in integers only. */
export const vatOn = (netHalalas: number): number => Math.floor((netHalalas * vatPercent + 50) / 100);

function lineAmounts(line: DocumentLine): LineAmounts {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new Error(`quantity of "${line.name}" must be a whole number from 1`);
  if (!Number.isInteger(line.unitPriceHalalas) || line.unitPriceHalalas < 1) throw new Error(`price of "${line.name}" must be whole halalas from 1`);
  const unitPriceHalalas = splitVat(line.unitPriceHalalas).beforeVatHalalas;
  const netHalalas = unitPriceHalalas * line.quantity;
  const vatHalalas = vatOn(netHalalas);
  return { unitPriceHalalas, netHalalas, vatHalalas, withVatHalalas: netHalalas + vatHalalas };
}

export function documentAmounts(lines: readonly DocumentLine[]): DocumentAmounts {
  if (lines.length === 0) throw new Error('a document needs at least one line');
  const amounts = lines.map(lineAmounts);
  const netHalalas = amounts.reduce((sum, line) => sum + line.netHalalas, 0);
  const vatHalalas = vatOn(netHalalas);
  const payableHalalas = lines.reduce((sum, line) => sum + line.unitPriceHalalas * line.quantity, 0);
  const withVatHalalas = netHalalas + vatHalalas;
  return { lines: amounts, netHalalas, vatHalalas, withVatHalalas, roundingHalalas: payableHalalas - withVatHalalas, payableHalalas };
}
