// The seller and buyer parties of a ZATCA invoice (BG-4 and BG-7 of the data dictionary).
import type { Buyer, Seller } from './invoice-input.ts';
import { element, textElement, type XmlElement } from './xml-tree.ts';

const vatScheme = (vatNumber: string): XmlElement =>
  element('cac:PartyTaxScheme', {}, [textElement('cbc:CompanyID', vatNumber), element('cac:TaxScheme', {}, [textElement('cbc:ID', 'VAT')])]);

const legalName = (name: string): XmlElement => element('cac:PartyLegalEntity', {}, [textElement('cbc:RegistrationName', name)]);

export function sellerParty(seller: Seller): XmlElement {
  const { address } = seller;
  return element('cac:AccountingSupplierParty', {}, [
    element('cac:Party', {}, [
      seller.crn && element('cac:PartyIdentification', {}, [textElement('cbc:ID', seller.crn, { schemeID: 'CRN' })]),
      element('cac:PostalAddress', {}, [
        textElement('cbc:StreetName', address.street),
        textElement('cbc:BuildingNumber', address.buildingNumber),
        textElement('cbc:CitySubdivisionName', address.district),
        textElement('cbc:CityName', address.city),
        textElement('cbc:PostalZone', address.postalCode),
        element('cac:Country', {}, [textElement('cbc:IdentificationCode', 'SA')]),
      ]),
      vatScheme(seller.vatNumber),
      legalName(seller.name),
    ]),
  ]);
}

/** UBL requires the buyer's party even when a simplified invoice names nobody. */
export function buyerParty(buyer: Buyer | undefined): XmlElement {
  return element('cac:AccountingCustomerParty', {}, [
    element('cac:Party', {}, buyer ? [buyer.vatNumber && vatScheme(buyer.vatNumber), legalName(buyer.name)] : []),
  ]);
}
