import type { SettingsContext } from '../settings.machine.ts';

// The settings in force until an admin changes them (docs/decisions.md 7, 16, 18, 20; the company's
// name is the one the app shows).
const vipFeatures = [
  { en: 'Priority service', ar: 'أولوية في الخدمة' },
  { en: 'Discount on spare parts', ar: 'خصم على قطع الغيار' },
  { en: '24/7 support', ar: 'دعم على مدار الساعة' },
  { en: 'Monthly report', ar: 'تقرير شهري' },
];

export const defaultSettings: SettingsContext = {
  plans: {
    vip: { price: 199, visits: 4, days: 30, features: vipFeatures },
    'vip-plus': {
      price: 399,
      visits: 12,
      days: 30,
      features: [
        ...vipFeatures,
        { en: 'Free check-ups', ar: 'فحوصات مجانية' },
        { en: 'Dedicated technician', ar: 'فني مخصص' },
      ],
    },
  },
  supportNumber: null,
  workingHours: { opens: '08:00', closes: '22:00' },
  autoReply: true,
  company: { name: { en: 'Riyadh Home Maintenance', ar: 'صيانة المنازل بالرياض' }, vatNumber: null, address: null },
  offers: [],
  visitRules: { arrivalWindowMinutes: 120, freeCancellationHours: 24, lateCancellationFeePercent: 25 },
};
