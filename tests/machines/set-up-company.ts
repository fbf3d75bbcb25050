import { defaultSettings } from '../../machines/domain/default-settings.ts';
import type { CompanyAddress } from '../../machines/domain/settings-events.ts';
import type { Company } from '../../machines/settings.machine.ts';

// A company with every detail a tax invoice names (docs/decisions.md 30).
export const riyadhAddress: CompanyAddress = {
  street: 'طريق الملك فهد',
  buildingNumber: '2934',
  district: 'العليا',
  city: 'الرياض',
  postalCode: '12211',
};

export const setUpCompany: Company = { ...defaultSettings.company, vatNumber: '310122393500003', address: riyadhAddress };
