import { describe, expect, it } from 'vitest';
import { supportNumberDraft } from '../../src/features/admin/settings/support-number-draft.ts';

// The WhatsApp support number as the admin types it, to the settings event or why it is none.
const saved = (number: string) => ({ draft: { stream: 'settings', type: 'settings.supportNumberChanged', data: { number } } });

describe('the support number the admin types', () => {
  it.each([
    ['a Saudi mobile typed nationally', '0512345678'],
    ['a Saudi mobile with spaces', '05 1234 5678'],
    ['a Saudi mobile with its country code and dashes', '+966-51-234-5678'],
    ['a Saudi mobile in Arabic-Indic digits', '٠٥١٢٣٤٥٦٧٨'],
  ])('is kept international when it is %s', (_what, typed) => {
    expect(supportNumberDraft(typed)).toEqual(saved('+966512345678'));
  });

  it('takes another country’s number given with 00 and spaces', () => {
    expect(supportNumberDraft('00971 50 123 4567')).toEqual(saved('+971501234567'));
  });

  it.each([
    ['empty', ''],
    ['a landline without its country code', '0112345678'],
    ['letters', '+966 5ABC'],
    ['too short', '+96612'],
  ])('is refused when it is %s', (_what, typed) => {
    expect(supportNumberDraft(typed)).toEqual({ problem: 'invalidSupportNumber' });
  });
});
