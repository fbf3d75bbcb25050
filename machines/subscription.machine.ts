// A customer's VIP plan: granted (by an admin, or by a confirmed card payment) for a number of
// days with a monthly number of visits; each VIP booking records a visit, while the plan is
// active, below its visits, and 2 hours after the last one; a visit comes back when its
// request is declined or cancelled. Active is read at a moment (a selector given `now`): a
// plan lapses at its expiry without any event. A card payment for a plan the customer could
// no longer buy is refunded by the server, once per payment. While a VIP Plus plan is in
// force an admin may dedicate one technician to the customer (or none again); a plan of
// another kind, or none, has no dedicated technician.
import { and, assign, setup, type SnapshotFrom } from 'xstate';
import { notRefundedYet, withRefund, type AutomaticRefund, type ChargeRefunded, type ChargeRefundFailed } from './domain/charge-refunds.ts';
import type { ConfirmedPayment } from './domain/confirmed-payment.ts';
import type { PlanId } from './domain/constants.ts';
import { limits } from './domain/constants.ts';
import type { MachineEvent } from './domain/envelope.ts';
import type {
  SubscriptionExtended,
  SubscriptionGranted,
  SubscriptionRequested,
  SubscriptionTechnicianDedicated,
  SubscriptionVisitRecorded,
  SubscriptionVisitRefunded,
} from './domain/subscription-events.ts';

export interface SubscriptionContext {
  plan: PlanId | null;
  expiresAt: string | null;
  maxVisits: number;
  visitsUsed: number;
  /** The VIP requests counted in this period, so each is given back at most once. */
  visits: string[];
  lastVipRequestAt: string | null;
  note: string;
  grantedAt: string | null;
  /** The card payment the current plan was bought with; null when an admin granted it. */
  payment: ConfirmedPayment | null;
  /** A plan the customer asked for and has not been granted since. */
  requested: { plan: PlanId; at: string } | null;
  /** Plan payments the server gave back (or failed to), one per payment, for the admin to see. */
  automaticRefunds: AutomaticRefund[];
  /** The technician the customer's visits go to, as the customer reads them (VIP Plus only). */
  dedicatedTechnician: SubscriptionTechnicianDedicated['technician'];
}

export type SubscriptionEvent =
  | MachineEvent<'subscription.requested', SubscriptionRequested>
  | MachineEvent<'subscription.granted', SubscriptionGranted>
  | MachineEvent<'subscription.extended', SubscriptionExtended>
  | MachineEvent<'subscription.revoked', Record<string, never>>
  | MachineEvent<'subscription.visitRecorded', SubscriptionVisitRecorded>
  | MachineEvent<'subscription.visitRefunded', SubscriptionVisitRefunded>
  | MachineEvent<'subscription.technicianDedicated', SubscriptionTechnicianDedicated>
  | MachineEvent<'subscription.chargeRefunded', ChargeRefunded>
  | MachineEvent<'subscription.chargeRefundFailed', ChargeRefundFailed>;

type Payload<T extends SubscriptionEvent['type']> = Extract<SubscriptionEvent, { type: T }>['data'];

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const addDays = (from: string, days: number) => new Date(Date.parse(from) + days * dayMs).toISOString();

/** Active: a VIP plan whose expiry is after `at` (an ISO instant). */
export const activeAt = (context: SubscriptionContext, at: string): boolean =>
  context.plan !== null && context.expiresAt !== null && Date.parse(context.expiresAt) > Date.parse(at);

/** Whole days left, rounded up, never below 0. */
export const daysLeftAt = (context: SubscriptionContext, at: string): number =>
  context.expiresAt ? Math.max(0, Math.ceil((Date.parse(context.expiresAt) - Date.parse(at)) / dayMs)) : 0;

/** When the next VIP booking may be made, or null when the gap does not hold it back. */
export const nextVipBookingAt = (context: SubscriptionContext): string | null =>
  context.lastVipRequestAt
    ? new Date(Date.parse(context.lastVipRequestAt) + limits.minHoursBetweenVipRequests * hourMs).toISOString()
    : null;

/** Visits of the period not used yet: a VIP booking takes one only while some are left. */
export const visitsLeft = (context: SubscriptionContext): number => Math.max(0, context.maxVisits - context.visitsUsed);

/** Whether the customer asked for `plan` and has not been granted a plan since. */
export const planRequested = (context: SubscriptionContext | null, plan: PlanId): boolean => context?.requested?.plan === plan;

const noSubscription: SubscriptionContext = {
  plan: null,
  expiresAt: null,
  maxVisits: 0,
  visitsUsed: 0,
  visits: [],
  lastVipRequestAt: null,
  note: '',
  grantedAt: null,
  payment: null,
  requested: null,
  automaticRefunds: [],
  dedicatedTechnician: null,
};

export const subscriptionMachine = setup({
  types: { context: {} as SubscriptionContext, events: {} as SubscriptionEvent },
  guards: {
    vipSubscriptionRequired: ({ context, event }) => activeAt(context, event.at),
    // A plan bought by card is granted by the server once the provider confirms the payment.
    confirmedByProvider: ({ event }) =>
      (event.data as Payload<'subscription.granted'>).via !== 'payment' || event.actor.role === 'system',
    // A plan bought by card never replaces one still running (renewing before the end is refused,
    // docs/decisions.md 11): the rest of the first plan would be lost, both paid. An admin may.
    planStillActive: ({ context, event }) =>
      (event.data as Payload<'subscription.granted'>).via !== 'payment' || !activeAt(context, event.at),
    noBookingWithin2Hours: ({ context, event }) => {
      const next = nextVipBookingAt(context);
      return next === null || Date.parse(event.at) >= Date.parse(next);
    },
    visitLimitReached: ({ context }) => visitsLeft(context) > 0,
    visitWasRecorded: ({ context, event }) =>
      context.visits.includes((event.data as Payload<'subscription.visitRefunded'>).requestId),
    vipPlusPlanInForce: ({ context, event }) => context.plan === 'vip-plus' && activeAt(context, event.at),
    refundedByServer: ({ event }) => event.actor.role === 'system',
    notRefundedYet: ({ context, event }) =>
      notRefundedYet(context.automaticRefunds, (event.data as Payload<'subscription.chargeRefunded'>).paymentId),
  },
  actions: {
    recordRequest: assign({
      requested: ({ event }) => ({ plan: (event.data as Payload<'subscription.requested'>).plan, at: event.at }),
    }),
    grant: assign(({ event }) => {
      const { plan, days, maxVisits, note, payment } = event.data as Payload<'subscription.granted'>;
      return {
        plan,
        maxVisits,
        note,
        payment: payment ?? null,
        expiresAt: addDays(event.at, days),
        grantedAt: event.at,
        visitsUsed: 0,
        visits: [],
        requested: null,
        // A new VIP Plus plan keeps the technician the customer had; any other plan has none.
        ...(plan !== 'vip-plus' && { dedicatedTechnician: null }),
      };
    }),
    extend: assign({
      expiresAt: ({ context, event }) => {
        const from = activeAt(context, event.at) ? context.expiresAt! : event.at;
        return addDays(from, (event.data as Payload<'subscription.extended'>).days);
      },
    }),
    revoke: assign({ plan: null, expiresAt: null, maxVisits: 0, visitsUsed: 0, visits: [], payment: null, dedicatedTechnician: null }),
    dedicateTechnician: assign({
      dedicatedTechnician: ({ event }) => (event.data as Payload<'subscription.technicianDedicated'>).technician,
    }),
    recordVisit: assign(({ context, event }) => ({
      visitsUsed: context.visitsUsed + 1,
      visits: [...context.visits, (event.data as Payload<'subscription.visitRecorded'>).requestId],
      lastVipRequestAt: event.at,
    })),
    giveVisitBack: assign(({ context, event }) => {
      const { requestId } = event.data as Payload<'subscription.visitRefunded'>;
      return { visitsUsed: Math.max(0, context.visitsUsed - 1), visits: context.visits.filter((visit) => visit !== requestId) };
    }),
    recordRefund: assign({
      automaticRefunds: ({ context, event }) =>
        withRefund(context.automaticRefunds, { status: 'refunded', ...(event.data as Payload<'subscription.chargeRefunded'>), at: event.at }),
    }),
    recordRefundFailure: assign({
      automaticRefunds: ({ context, event }) =>
        withRefund(context.automaticRefunds, { status: 'failed', ...(event.data as Payload<'subscription.chargeRefundFailed'>), at: event.at }),
    }),
  },
}).createMachine({
  id: 'subscription',
  context: noSubscription,
  initial: 'basic',
  on: {
    'subscription.requested': { actions: 'recordRequest' },
    'subscription.chargeRefunded': { guard: and(['refundedByServer', 'notRefundedYet']), actions: 'recordRefund' },
    'subscription.chargeRefundFailed': { guard: and(['refundedByServer', 'notRefundedYet']), actions: 'recordRefundFailure' },
  },
  states: {
    basic: {
      on: {
        'subscription.granted': { guard: 'confirmedByProvider', target: 'subscribed', actions: 'grant' },
        // Never active here: refused with the reason the customer should read.
        'subscription.visitRecorded': { guard: 'vipSubscriptionRequired' },
        'subscription.technicianDedicated': { guard: 'vipPlusPlanInForce' },
      },
    },
    subscribed: {
      on: {
        'subscription.granted': { guard: and(['confirmedByProvider', 'planStillActive']), target: 'subscribed', actions: 'grant' },
        'subscription.extended': { actions: 'extend' },
        'subscription.revoked': { target: 'basic', actions: 'revoke' },
        'subscription.visitRecorded': {
          guard: and(['vipSubscriptionRequired', 'noBookingWithin2Hours', 'visitLimitReached']),
          actions: 'recordVisit',
        },
        'subscription.visitRefunded': { guard: 'visitWasRecorded', actions: 'giveVisitBack' },
        'subscription.technicianDedicated': { guard: 'vipPlusPlanInForce', actions: 'dedicateTechnician' },
      },
    },
  },
});

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;
