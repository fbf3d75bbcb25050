import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { plansDraft, typedPlan, type TypedPlan } from '../../src/features/admin/settings/plans-draft.ts';

// The admin's plan terms as typed, to the settings event or the first problem of each plan.
const vip = typedPlan(defaultSettings.plans.vip);
const vipPlus = typedPlan(defaultSettings.plans['vip-plus']);
const typed = (change: Partial<TypedPlan> = {}) => plansDraft({ vip: { ...vip, ...change }, 'vip-plus': vipPlus });

describe('the plans the admin types', () => {
  it('are the plans in force when nothing is changed', () => {
    expect(typed()).toEqual({ draft: { stream: 'settings', type: 'settings.plansUpdated', data: { plans: defaultSettings.plans } } });
  });

  it('pair the features line by line, ignoring blank lines and spaces', () => {
    const result = typed({ featuresEn: ' Fast \n\nCheap', featuresAr: 'سريع\nرخيص\n' });
    expect(result).toMatchObject({ draft: { data: { plans: { vip: { features: [{ en: 'Fast', ar: 'سريع' }, { en: 'Cheap', ar: 'رخيص' }] } } } } });
  });

  it.each([
    ['a price with decimals', { price: '199.5' }, 'invalidPrice'],
    ['no visits', { visits: '0' }, 'invalidVisits'],
    ['a year and a day', { days: '367' }, 'invalidDays'],
    ['a feature missing in Arabic', { featuresAr: 'سريع' , featuresEn: 'Fast\nCheap' }, 'featuresInBothLanguages'],
  ])('refuse %s', (_what, change, problem) => {
    expect(typed(change)).toEqual({ problems: { vip: problem } });
  });
});
