import { describe, expect, it } from 'vitest';
import type { Offer } from '../../machines/domain/settings-events.ts';
import { offersOnShow, settingsMachine } from '../../machines/settings.machine.ts';
import { decide, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent } from './given-events.ts';
import { summerAcOffer } from './sample-payloads.ts';

describe('settings stream', () => {
  it('starts with the plans of docs/decisions.md 7 and hours 08:00-22:00', () => {
    const settings = replay(settingsMachine, []);
    expect(settings.context.plans.vip).toMatchObject({ price: 199, visits: 4, days: 30 });
    expect(settings.context.plans['vip-plus']).toMatchObject({ price: 399, visits: 12, days: 30 });
    expect(settings.context.plans['vip-plus'].features).toHaveLength(6);
    expect(settings.context.workingHours).toEqual({ opens: '08:00', closes: '22:00' });
    expect(settings.context.autoReply).toBe(true);
    expect(settings.context.supportNumber).toBeNull();
    expect(settings.context.offers).toEqual([]);
  });

  it('keeps the latest plan terms an admin set', () => {
    const { plans } = replay(settingsMachine, []).context;
    const cheaper = { ...plans, vip: { ...plans.vip, price: 149 } };
    const settings = replay(settingsMachine, [anEvent('settings.plansUpdated', { plans: cheaper }, { actor: admin })]);
    expect(settings.context.plans.vip.price).toBe(149);
  });

  it('refuses working hours that close before they open, naming the rule', () => {
    const decision = decide(
      replay(settingsMachine, []),
      anEvent('settings.workingHoursChanged', { opens: '22:00', closes: '08:00' }, { actor: admin }),
    );
    expect(decision).toEqual({ accepted: false, reason: 'workingHoursOpenBeforeTheyClose' });
  });

  it('given no change, then a visit arrives within 2 hours and may be cancelled free until 24 hours before, then for 25 %', () => {
    expect(replay(settingsMachine, []).context.visitRules).toEqual({ arrivalWindowMinutes: 120, freeCancellationHours: 24, lateCancellationFeePercent: 25 });
  });

  it('given visit rules an admin set, then the settings keep the latest', () => {
    const rules = { arrivalWindowMinutes: 90, freeCancellationHours: 12, lateCancellationFeePercent: 30 };
    const settings = replay(settingsMachine, [anEvent('settings.visitRulesChanged', rules, { actor: admin })]);
    expect(settings.context.visitRules).toEqual(rules);
  });

  it('switches the auto-reply off and on', () => {
    const off = replay(settingsMachine, [anEvent('settings.autoReplySwitched', { enabled: false }, { actor: admin })]);
    expect(off.context.autoReply).toBe(false);
  });
});

describe('offers on the settings stream', () => {
  const published = (offer: Offer) => anEvent('settings.offerPublished', offer, { actor: admin });
  const withdrawn = (offerId: string) => anEvent('settings.offerWithdrawn', { offerId }, { actor: admin });
  const plumbingOffer: Offer = {
    offerId: '0193a0a0-0000-7000-8000-0000000000b2',
    title: { en: 'Leak check', ar: 'فحص التسريب' },
    text: { en: 'Free with any plumbing visit', ar: 'مجانًا مع أي زيارة سباكة' },
  };

  it('given no offer, when one is published, then the settings keep it', () => {
    const settings = replay(settingsMachine, [published(summerAcOffer)]);
    expect(settings.context.offers).toEqual([summerAcOffer]);
  });

  it('given two offers, when the first is published again with the same id, then it replaces itself in its place', () => {
    const cheaper = { ...summerAcOffer, discountPercent: 30, endsOn: '2026-12-31' };
    const settings = replay(settingsMachine, [published(summerAcOffer), published(plumbingOffer), published(cheaper)]);
    expect(settings.context.offers).toEqual([cheaper, plumbingOffer]);
  });

  it('given two offers, when one is withdrawn, then only the other stays', () => {
    const settings = replay(settingsMachine, [published(summerAcOffer), published(plumbingOffer), withdrawn(summerAcOffer.offerId)]);
    expect(settings.context.offers).toEqual([plumbingOffer]);
  });

  it('refuses to withdraw an offer that was never published, naming the rule offerExists', () => {
    const decision = decide(replay(settingsMachine, [published(plumbingOffer)]), withdrawn(summerAcOffer.offerId));
    expect(decision).toEqual({ accepted: false, reason: 'offerExists' });
  });

  it('refuses to withdraw an offer twice', () => {
    const once = replay(settingsMachine, [published(summerAcOffer), withdrawn(summerAcOffer.offerId)]);
    expect(decide(once, withdrawn(summerAcOffer.offerId))).toEqual({ accepted: false, reason: 'offerExists' });
  });

  it('shows an offer through its end date in Riyadh and hides it the day after', () => {
    const offers = [summerAcOffer, plumbingOffer];
    expect(offersOnShow(offers, '2026-11-29')).toEqual(offers);
    expect(offersOnShow(offers, '2026-11-30')).toEqual([plumbingOffer]);
  });
});
