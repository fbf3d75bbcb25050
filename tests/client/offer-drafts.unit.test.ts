import { describe, expect, it } from 'vitest';
import { offerDraft, withdrawalDraft, type TypedOffer } from '../../src/features/admin/settings/offer-drafts.ts';

// An offer as the admin types it, to the settings event or the problem of each field.
const offerId = '0193a0a0-0000-7000-8000-0000000000c3';
const typed: TypedOffer = {
  titleEn: '  AC check-up ',
  titleAr: 'فحص المكيف',
  textEn: 'Cleaning and a gas check\nfor every unit',
  textAr: 'تنظيف وفحص الغاز',
  discountPercent: '',
  endsOn: '',
};
const draftOf = (change: Partial<TypedOffer> = {}) => offerDraft({ ...typed, ...change }, () => offerId);

describe('the offer the admin types', () => {
  it('is published without a discount or an end when both are left blank', () => {
    expect(draftOf()).toEqual({
      draft: {
        stream: 'settings',
        type: 'settings.offerPublished',
        data: {
          offerId,
          title: { en: 'AC check-up', ar: 'فحص المكيف' },
          text: { en: 'Cleaning and a gas check\nfor every unit', ar: 'تنظيف وفحص الغاز' },
        },
      },
    });
  });

  it('carries a discount in whole percent and its last day', () => {
    expect(draftOf({ discountPercent: ' 15 ', endsOn: '2026-12-31' })).toMatchObject({
      draft: { data: { discountPercent: 15, endsOn: '2026-12-31' } },
    });
  });

  it.each([
    ['a discount of 0%', { discountPercent: '0' }, { discountPercent: 'invalidDiscount' }],
    ['a discount above 100%', { discountPercent: '101' }, { discountPercent: 'invalidDiscount' }],
    ['a discount with decimals', { discountPercent: '12.5' }, { discountPercent: 'invalidDiscount' }],
    ['an end date that is no day', { endsOn: '2026-02-30' }, { endsOn: 'invalidDate' }],
    ['a blank Arabic title', { titleAr: '   ' }, { titleAr: 'required' }],
    ['an English text of spaces', { textEn: ' \n ' }, { textEn: 'required' }],
    ['a title too long', { titleEn: 'x'.repeat(121) }, { titleEn: 'tooLong' }],
    ['a bidi override in the Arabic text', { textAr: 'خصم\u202eكبير' }, { textAr: 'invalidCharacters' }],
  ])('is refused with %s', (_what, change, problems) => {
    expect(draftOf(change)).toEqual({ problems });
  });

  it('gives each new offer an id of its own', () => {
    const idOf = (result: ReturnType<typeof offerDraft>) => ('draft' in result ? (result.draft.data as { offerId: string }).offerId : null);
    const [first, second] = [idOf(offerDraft(typed)), idOf(offerDraft(typed))];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});

describe('withdrawing an offer', () => {
  it('names the offer on the settings stream', () => {
    expect(withdrawalDraft(offerId)).toEqual({ stream: 'settings', type: 'settings.offerWithdrawn', data: { offerId } });
  });
});
