import { describe, expect, it } from 'vitest';
import { missingForTaxInvoices, taxInvoiceSeller } from '../../machines/domain/company-setup.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { upcastPayload } from '../../machines/domain/payload-upcasters.ts';
import { settingsCompanyChangedWithAddress } from '../../machines/domain/settings-events.ts';
import { settingsMachine, type SettingsContext } from '../../machines/settings.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { admin, anEvent } from './given-events.ts';
import { riyadhAddress, setUpCompany } from './set-up-company.ts';

// Receipts are tax invoices only once the company's name, VAT number and address are all known
// (docs/decisions.md 30); older company events, written before the address, still replay.
describe('whether the company is set up for tax invoices', () => {
  it('given the default settings, then the VAT number and the address are missing', () => {
    expect(missingForTaxInvoices(defaultSettings.company)).toEqual(['vatNumber', 'address']);
    expect(taxInvoiceSeller(defaultSettings.company)).toBeNull();
  });

  it('given a VAT number but no address, then only the address is missing', () => {
    expect(missingForTaxInvoices({ ...setUpCompany, address: null })).toEqual(['address']);
    expect(taxInvoiceSeller({ ...setUpCompany, address: null })).toBeNull();
  });

  it('given a blank name, then the name is missing', () => {
    expect(missingForTaxInvoices({ ...setUpCompany, name: { en: ' ', ar: 'شركة' } })).toEqual(['name']);
  });

  it('given name, VAT number and address, then nothing is missing and the seller is named in full', () => {
    expect(missingForTaxInvoices(setUpCompany)).toEqual([]);
    expect(taxInvoiceSeller(setUpCompany)).toEqual({ name: setUpCompany.name, vatNumber: '310122393500003', address: riyadhAddress });
  });
});

describe('the company’s address in the settings', () => {
  const company = (context: unknown) => (context as SettingsContext).company;

  it('given a company event of schema 1 (no address), when replayed, then the address is unknown', () => {
    const v1 = { ...anEvent('settings.companyChanged', { name: setUpCompany.name, vatNumber: '310122393500003' }, { actor: admin }), schema: 1 };
    expect(company(replay(settingsMachine, [v1]).context)).toEqual({ name: setUpCompany.name, vatNumber: '310122393500003', address: null });
  });

  it('given a company event of schema 2, when replayed, then the address is the one given', () => {
    const v2 = { ...anEvent('settings.companyChanged', setUpCompany, { actor: admin }), schema: 2 };
    expect(company(replay(settingsMachine, [v2]).context)).toEqual(setUpCompany);
  });

  it('upcasts a schema-1 payload into one the newest schema accepts', () => {
    const v1 = { name: setUpCompany.name, vatNumber: '310122393500003' };
    expect(settingsCompanyChangedWithAddress.parse(upcastPayload('settings.companyChanged', 1, v1))).toEqual({ ...v1, address: null });
    expect(upcastPayload('settings.companyChanged', 2, setUpCompany)).toBe(setUpCompany);
  });

  it('refuses a building number that is not 4 digits and a postal code that is not 5', () => {
    const result = settingsCompanyChangedWithAddress.safeParse({ ...setUpCompany, address: { ...riyadhAddress, buildingNumber: '293', postalCode: '1221A' } });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address.buildingNumber', 'invalidBuildingNumber'],
      ['address.postalCode', 'invalidPostalCode'],
    ]);
  });
});
