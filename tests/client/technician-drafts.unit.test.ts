import { describe, expect, it } from 'vitest';
import { technicianDraft, type TypedTechnician } from '../../src/features/admin/settings/technician-drafts.ts';
import { visitRulesDraft } from '../../src/features/admin/settings/visit-rules-draft.ts';

// A technician and the visit rules as the admin types them, to the event or the problem of each field.
const typed: TypedTechnician = { nameEn: ' Ahmed Al-Harbi ', nameAr: 'أحمد الحربي', mobile: '055 123 4567', services: ['plumbing', 'ac'], photoId: null };
const newId = () => '0193a0a0-0000-7000-8000-0000000000d1';

describe('the technician the admin types', () => {
  it('is added on a new stream with the mobile in international form and no photo', () => {
    expect(technicianDraft(typed, null, newId)).toEqual({
      draft: {
        stream: 'technician-0193a0a0-0000-7000-8000-0000000000d1',
        type: 'technician.added',
        data: { name: { en: 'Ahmed Al-Harbi', ar: 'أحمد الحربي' }, mobile: '+966551234567', services: ['plumbing', 'ac'], photoId: null },
      },
    });
  });

  it('is changed on their own stream, with the photo uploaded for them', () => {
    const photoId = '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1';
    const result = technicianDraft({ ...typed, services: ['electrical'], photoId }, { technicianId: 'ahmed-plumber' }, newId);
    expect(result).toMatchObject({ draft: { stream: 'technician-ahmed-plumber', type: 'technician.changed', data: { services: ['electrical'], photoId } } });
  });

  it('names the problem of each field: a missing name, a number that is no Saudi mobile, no service', () => {
    expect(technicianDraft({ nameEn: '', nameAr: 'أحمد', mobile: '12345', services: [], photoId: null }, null, newId)).toEqual({
      problems: { nameEn: 'required', mobile: 'invalidMobile', services: 'chooseAService' },
    });
  });
});

describe('the visit rules the admin types', () => {
  it('are saved as whole numbers', () => {
    expect(visitRulesDraft({ arrivalWindowMinutes: '90', freeCancellationHours: ' 12 ', lateCancellationFeePercent: '30' })).toEqual({
      draft: { stream: 'settings', type: 'settings.visitRulesChanged', data: { arrivalWindowMinutes: 90, freeCancellationHours: 12, lateCancellationFeePercent: 30 } },
    });
  });

  it('name the field that is no whole number or out of bounds', () => {
    expect(visitRulesDraft({ arrivalWindowMinutes: '45', freeCancellationHours: '1.5', lateCancellationFeePercent: '120' })).toEqual({
      problems: { arrivalWindowMinutes: 'invalidWindow', freeCancellationHours: 'invalidHours', lateCancellationFeePercent: 'invalidPercent' },
    });
  });
});
