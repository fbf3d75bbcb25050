import type { SettingsOfferPublished } from '../../machines/domain/settings-events.ts';
import { addDays, riyadhDateOf } from './riyadh-moments.ts';
import { changeSettings } from './settings-actions.ts';
import type { StoryContext } from './story-context.ts';

// At the first sitting the admin sets up the company (its name, VAT number and address for the
// tax invoices, the WhatsApp support number, arrival windows of an hour and a half instead of the
// default two hours); over the weeks they publish offers: one that has ended since, one
// running, one without an end.
const company = {
  name: { en: 'Riyadh Home Maintenance Co.', ar: 'شركة صيانة المنازل بالرياض' },
  vatNumber: '310187654300003',
  address: { street: 'طريق العليا', buildingNumber: '7581', district: 'المروج', city: 'الرياض', postalCode: '12282' },
};
const supportNumber = '+966550123456';
/** Every window the demo's admin confirms is this wide. */
export const arrivalWindowMinutes = 90;
const visitRules = { arrivalWindowMinutes, freeCancellationHours: 24, lateCancellationFeePercent: 25 };

const dayMs = 86_400_000;

export function companySetup(context: StoryContext): void {
  const at = context.desk.taskAt(context.from);
  if (!at) return;
  context.timeline.add(at, async (stage) => {
    await changeSettings(stage, 'settings.companyChanged', company);
    await changeSettings(stage, 'settings.supportNumberChanged', { number: supportNumber });
    await changeSettings(stage, 'settings.visitRulesChanged', visitRules);
  });
}

export function offers(context: StoryContext): void {
  const { desk, timeline, until } = context;
  const today = riyadhDateOf(until);
  const published: Array<{ daysAgo: number; offer: SettingsOfferPublished }> = [
    {
      daysAgo: 50,
      offer: {
        offerId: 'demo-plumbing-week',
        title: { en: 'Plumbing check-up week', ar: 'أسبوع فحص السباكة' },
        text: { en: 'A full check of taps, pipes and the water heater.', ar: 'فحص شامل للصنابير والمواسير والسخان.' },
        discountPercent: 15,
        endsOn: addDays(today, -38),
      },
    },
    {
      daysAgo: 20,
      offer: {
        offerId: 'demo-ac-service',
        title: { en: 'AC cleaning and gas check', ar: 'تنظيف المكيفات وفحص الغاز' },
        text: {
          en: 'Cleaning and a gas check for every unit.\nBook any AC visit to get it.',
          ar: 'تنظيف وفحص غاز لكل وحدة.\nاحجز أي زيارة تكييف للاستفادة.',
        },
        discountPercent: 20,
        endsOn: addDays(today, 25),
      },
    },
    {
      daysAgo: 9,
      offer: {
        offerId: 'demo-painting-inspection',
        title: { en: 'Free inspection with any painting job', ar: 'فحص مجاني مع أي أعمال دهان' },
        text: { en: 'We check the walls for damp before we paint.', ar: 'نفحص الجدران من الرطوبة قبل الدهان.' },
      },
    },
  ];
  for (const { daysAgo, offer } of published) {
    const at = desk.taskAt(new Date(until.getTime() - daysAgo * dayMs));
    if (at) timeline.add(at, (stage) => changeSettings(stage, 'settings.offerPublished', offer));
  }
}
