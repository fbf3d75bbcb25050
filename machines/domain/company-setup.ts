// Whether the company is set up to issue tax invoices (docs/decisions.md 30): ZATCA's simplified
// tax invoice names the seller, its VAT number and its address. Until all three are known a
// payment's receipt is a plain receipt of the total paid, and the admin is told what is missing.
import type { Company } from '../settings.machine.ts';
import type { CompanyAddress } from './settings-events.ts';

export const companyDetails = ['name', 'vatNumber', 'address'] as const;
export type CompanyDetail = (typeof companyDetails)[number];

/** The seller as a tax invoice names it: every detail known. */
export interface TaxInvoiceSeller {
  name: Company['name'];
  vatNumber: string;
  address: CompanyAddress;
}

const hasName = (company: Company) => company.name.en.trim() !== '' && company.name.ar.trim() !== '';

/** What the company still lacks for tax invoices, in the order the settings form asks for it. */
export function missingForTaxInvoices(company: Company): CompanyDetail[] {
  const known: Record<CompanyDetail, boolean> = {
    name: hasName(company),
    vatNumber: company.vatNumber !== null,
    address: company.address !== null,
  };
  return companyDetails.filter((detail) => !known[detail]);
}

/** The seller of a tax invoice, or null while the company is not set up for them. */
export function taxInvoiceSeller(company: Company): TaxInvoiceSeller | null {
  const { name, vatNumber, address } = company;
  return missingForTaxInvoices(company).length === 0 && vatNumber !== null && address !== null ? { name, vatNumber, address } : null;
}
