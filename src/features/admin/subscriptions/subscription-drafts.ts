// The admin's changes to a customer's plan, as drafts for the log. A grant carries the plan's
// terms in force (settings), so the customer gets what the plan page shows today.
import type { PlanId } from '../../../../machines/domain/constants.ts';
import { planGrant } from '../../../../machines/domain/plan-grant.ts';
import { grantSchemaVersion } from '../../../../machines/domain/subscription-events.ts';
import type { SettingsContext } from '../../../../machines/settings.machine.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export function grantDraft(stream: string, plan: PlanId, settings: SettingsContext, note = ''): Draft {
  return { stream, type: 'subscription.granted', schema: grantSchemaVersion, data: planGrant(plan, settings.plans[plan], { via: 'admin', note }) };
}

export function extendDraft(stream: string, plan: PlanId, settings: SettingsContext): Draft {
  return { stream, type: 'subscription.extended', data: { days: settings.plans[plan].days } };
}

export const revokeDraft = (stream: string): Draft => ({ stream, type: 'subscription.revoked', data: {} });

/** The technician dedicated to a VIP Plus customer, by the names the admins keep; null: none. */
export const dedicationDraft = (stream: string, technician: { id: string; name: { en: string; ar: string } } | null): Draft => ({
  stream,
  type: 'subscription.technicianDedicated',
  data: { technician },
});
