import { describe, expect, it } from 'vitest';
import { settingsMachine } from '../../machines/settings.machine.ts';
import { decide, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent } from './given-events.ts';

describe('settings stream', () => {
  it('starts with the plans of DECISIONS 7 and hours 08:00-22:00', () => {
    const settings = replay(settingsMachine, []);
    expect(settings.context.plans.vip).toMatchObject({ price: 199, visits: 4, days: 30 });
    expect(settings.context.plans['vip-plus']).toMatchObject({ price: 399, visits: 12, days: 30 });
    expect(settings.context.plans['vip-plus'].features).toHaveLength(6);
    expect(settings.context.workingHours).toEqual({ opens: '08:00', closes: '22:00' });
    expect(settings.context.autoReply).toBe(true);
    expect(settings.context.supportNumber).toBeNull();
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

  it('switches the auto-reply off and on', () => {
    const off = replay(settingsMachine, [anEvent('settings.autoReplySwitched', { enabled: false }, { actor: admin })]);
    expect(off.context.autoReply).toBe(false);
  });
});
