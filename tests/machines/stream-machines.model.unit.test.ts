import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { settingsMachine } from '../../machines/settings.machine.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { subscriptionMachine, type SubscriptionContext } from '../../machines/subscription.machine.ts';
import { chatMachine, chatMessages, type ChatContext } from '../../machines/chat.machine.ts';
import { decide, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';
import { technicianMachine, type TechnicianContext } from '../../machines/technician.machine.ts';
import type { ArrivalWindow } from '../../machines/domain/arrival-window.ts';
import type { AutomaticRefund, RefundReason } from '../../machines/domain/charge-refunds.ts';
import { ahmed, ahmedId, ahmedsWindow, homeAddress, paidWith, plumbingVisit, samplePayloads, secondChargeRefunded, secondChargeRefundFailed, summerAcOffer } from './sample-payloads.ts';

// Model-based: every path xstate/graph finds through a stream machine is replayed event by
// event through `decide` (what browser and server run); each step must be accepted and land
// in the state the chart says, and every other event in each state must be refused: at each
// path's end, `decide` accepts exactly what xstate, running the chart's guards, lets through.
interface StreamModel {
  machine: AnyStateMachine;
  events: MachineEvent[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /** The states its events lead through: every state of the chart unless said. */
  states?: string[];
}

const sara = { fullName: 'Sara Q', email: 'sara@example.com', mobile: '+966512345678' };
/** Ahmed's visit: Tuesday's window, a Friday's, one 2.5 hours wide, one ending after working hours. */
const appointment = (window: ArrivalWindow) =>
  anEvent('request.appointmentConfirmed', { ...window, technician: { id: ahmedId, name: ahmed.name }, workingHours: plumbingVisit.workingHours }, { actor: admin });
const models: Record<string, StreamModel> = {
  user: {
    machine: userMachine,
    events: [
      anEvent('user.registered', sara),
      anEvent('user.createdByAdmin', sara, { actor: admin }),
      anEvent('user.profileUpdated', { fullName: 'Sara Q2' }),
      anEvent('user.loggedIn', {}),
      anEvent('user.suspended', {}, { actor: admin }),
      anEvent('user.reinstated', {}, { actor: admin }),
      anEvent('user.languageChosen', { language: 'ar' }),
      anEvent('user.notificationsSeen', { upTo: '2026-11-24T09:00:00.000Z' }),
      anEvent('user.addressSaved', homeAddress),
      anEvent('user.addressEdited', { ...homeAddress, name: 'Home 2' }),
      anEvent('user.addressRemoved', { addressId: homeAddress.addressId }),
      anEvent('user.deletionRequested', {}, { actor: { role: 'system' } }),
      anEvent('user.erased', {}, { actor: { role: 'system' } }),
    ],
    // One address id: the states told apart are whether it is saved (editing keeps it so).
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.createdByAdmin,
        snapshot.context.claimed,
        snapshot.context.language,
        snapshot.context.addresses.length,
      ]),
  },
  settings: {
    machine: settingsMachine,
    events: [
      anEvent('settings.autoReplySwitched', { enabled: false }, { actor: admin }),
      anEvent('settings.workingHoursChanged', { opens: '09:00', closes: '21:00' }, { actor: admin }),
      anEvent('settings.workingHoursChanged', { opens: '21:00', closes: '09:00' }, { actor: admin }),
      anEvent('settings.supportNumberChanged', { number: '+966511111111' }, { actor: admin }),
      anEvent('settings.companyChanged', samplePayloads['settings.companyChanged']!.data, { actor: admin }),
      anEvent('settings.offerPublished', summerAcOffer, { actor: admin }),
      anEvent('settings.offerWithdrawn', { offerId: summerAcOffer.offerId }, { actor: admin }),
    ],
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.autoReply,
        snapshot.context.workingHours,
        snapshot.context.supportNumber,
        snapshot.context.company,
        snapshot.context.offers,
      ]),
  },
  request: {
    machine: requestMachine,
    events: [
      anEvent('request.submitted', plumbingVisit),
      anEvent('request.submitted', { ...plumbingVisit, preferredDate: '2026-11-27' }),
      anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin }),
      anEvent('request.offerMade', { priceHalalas: 0, adminNote: 'Included in your plan' }, { actor: admin }),
      anEvent('request.declined', { adminNote: 'No technician that day' }, { actor: admin }),
      anEvent('request.offerAccepted', {}),
      anEvent('request.offerRejected', {}),
      anEvent('request.cancelled', {}),
      anEvent('request.visitCancelled', { feeHalalas: 0, refundHalalas: 15_000, visitRules: defaultSettings.visitRules }),
      anEvent('request.visitCancelled', { feeHalalas: 0, refundHalalas: 0, visitRules: defaultSettings.visitRules }),
      anEvent('request.paid', paidWith('pay_1', 15_000), { actor: system }),
      anEvent('request.paid', paidWith('pay_1', 15_000), { actor: { role: 'customer', userId: '1234' } }),
      anEvent('request.paid', paidWith('pay_2', 100), { actor: system }),
      anEvent('request.completed', samplePayloads['request.completed']!.data, { actor: admin }),
      anEvent('request.photoAttached', { photoId: '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1' }),
      appointment(ahmedsWindow),
      appointment({ date: '2026-11-27', from: '10:00', to: '12:00' }),
      appointment({ ...ahmedsWindow, to: '12:30' }),
      appointment({ ...ahmedsWindow, from: '21:00', to: '22:30' }),
      anEvent('request.visitRescheduled', { date: '2026-11-25', from: '14:00', to: '16:00', workingHours: plumbingVisit.workingHours }),
      anEvent('request.technicianOnTheWay', { expectedAt: '10:40' }, { actor: admin }),
      anEvent('request.technicianArrived', {}, { actor: admin }),
      anEvent('request.reviewed', samplePayloads['request.reviewed']!.data, { at: '2026-11-24T12:00:00.000Z' }),
      anEvent('request.reviewEdited', samplePayloads['request.reviewEdited']!.data, { at: '2026-11-25T12:00:00.000Z' }),
    ],
    // The price tells an offer to pay from one included in the plan; two prices keep it finite.
    // Whether a photo is attached tells whether another may be; whether a review is written, whether it may be changed.
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.priceHalalas, snapshot.context.photoId !== null, snapshot.context.review?.editedAt !== undefined]),
  },
};

// A technician's windows: one on Tuesday, the same one moved to another request (overlapping),
// one after it (touching, not overlapping), released; taken off visits and back.
const technicianVisit = (requestId: string, from: string, to: string) =>
  anEvent('technician.visitAssigned', { requestId, date: ahmedsWindow.date, from, to }, { actor: admin });
models.technician = {
  machine: technicianMachine,
  events: [
    anEvent('technician.added', ahmed, { actor: admin }),
    anEvent('technician.changed', { ...ahmed, services: ['plumbing', 'electrical'] }, { actor: admin }),
    anEvent('technician.deactivated', {}, { actor: admin }),
    anEvent('technician.reactivated', {}, { actor: admin }),
    technicianVisit('request-1', '10:00', '12:00'),
    technicianVisit('request-2', '11:00', '13:00'),
    technicianVisit('request-2', '12:00', '14:00'),
    anEvent('technician.visitReleased', { requestId: 'request-1' }, { actor: admin }),
  ],
  serializeState: (snapshot) => {
    const { details, visits } = snapshot.context as TechnicianContext;
    return JSON.stringify([snapshot.value, details?.services, visits.map((visit) => `${visit.requestId} ${visit.from}`).sort()]);
  },
};

// The subscription's events at fixed moments: a grant of 2 visits, bookings 1, 4 and 8 hours
// later and one after the plan's 30 days, a visit given back, an extension, a revocation.
const granted = '2026-11-01T09:00:00.000Z';
const hoursAfterGrant = (hours: number) => new Date(Date.parse(granted) + hours * 3_600_000).toISOString();
const visit = (requestId: string, hours: number) =>
  anEvent('subscription.visitRecorded', { requestId }, { at: hoursAfterGrant(hours) });

models.subscription = {
  machine: subscriptionMachine,
  events: [
    anEvent('subscription.requested', { plan: 'vip' }, { at: granted }),
    anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 2, note: '', via: 'admin' }, { actor: admin, at: granted }),
    visit('r1', 1),
    visit('r2', 4),
    visit('r3', 8),
    visit('r4', 31 * 24),
    anEvent('subscription.visitRefunded', { requestId: 'r1' }, { actor: admin, at: hoursAfterGrant(9) }),
    anEvent('subscription.extended', { days: 30 }, { actor: admin, at: hoursAfterGrant(10) }),
    anEvent('subscription.revoked', {}, { actor: admin, at: hoursAfterGrant(11) }),
  ],
  // Extensions move the expiry without end: the states told apart are the visits' and the plan's.
  serializeState: (snapshot) => {
    const { plan, visitsUsed, visits, lastVipRequestAt } = snapshot.context as SubscriptionContext;
    return JSON.stringify([snapshot.value, plan, visitsUsed, [...visits].sort(), lastVipRequestAt]);
  },
};

// A charge given back: a rule of the whole stream, in any state, so modelled on its own (mixed
// into the models above it would multiply their paths past counting). Refunded once; a failure
// may be recorded again, never over a refund; only the server records either.
const refundStatuses = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { automaticRefunds: AutomaticRefund[] }).automaticRefunds.map((refund) => refund.status);
const refundEvents = (prefix: 'request' | 'subscription', reason: RefundReason) => [
  anEvent(`${prefix}.chargeRefunded`, { ...secondChargeRefunded, reason }, { actor: system }),
  anEvent(`${prefix}.chargeRefunded`, { ...secondChargeRefunded, reason }, { actor: { role: 'customer', userId: '1234' } }),
  anEvent(`${prefix}.chargeRefunded`, { ...secondChargeRefunded, reason }, { actor: admin }),
  anEvent(`${prefix}.chargeRefundFailed`, { ...secondChargeRefundFailed, reason }, { actor: system }),
];
models['request refunds'] = {
  machine: requestMachine,
  events: refundEvents('request', 'alreadyPaid'),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, refundStatuses(snapshot)]),
  states: ['new'],
};
// A dedicated technician: only while a VIP Plus plan is in force; a VIP plan granted over it
// takes them away. Modelled on its own, like the refunds, to keep the paths above countable.
const dedicating = (technician: { id: string; name: typeof ahmed.name } | null, hours: number) =>
  anEvent('subscription.technicianDedicated', { technician }, { actor: admin, at: hoursAfterGrant(hours) });
models['dedicated technician'] = {
  machine: subscriptionMachine,
  events: [
    anEvent('subscription.granted', { plan: 'vip-plus', days: 30, maxVisits: 8, note: '', via: 'admin' }, { actor: admin, at: granted }),
    anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' }, { actor: admin, at: granted }),
    dedicating({ id: ahmedId, name: ahmed.name }, 1),
    dedicating(null, 2),
    dedicating({ id: ahmedId, name: ahmed.name }, 31 * 24),
  ],
  serializeState: (snapshot) => {
    const { plan, dedicatedTechnician } = snapshot.context as SubscriptionContext;
    return JSON.stringify([snapshot.value, plan, dedicatedTechnician?.id ?? null]);
  },
};
models['subscription refunds'] = {
  machine: subscriptionMachine,
  events: refundEvents('subscription', 'planStillActive'),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, refundStatuses(snapshot)]),
  states: ['basic'],
};

// A thread with one message from each side, the auto-reply to the customer's, and each side
// reading up to the other's message. Messages pile up without end: the states told apart are
// what the guards ask (greeted, a reply awaited, each message there and read by the other side).
const customerMessage = anEvent('chat.messageSent', { text: 'The kitchen sink leaks' });
const adminMessage = anEvent('chat.messageSent', { text: 'A plumber can come tomorrow' }, { actor: admin });

models.chat = {
  machine: chatMachine,
  events: [
    anEvent('chat.greeted', { customerName: 'Sara Q' }, { actor: system }),
    customerMessage,
    adminMessage,
    anEvent('chat.autoReplied', { inReplyTo: customerMessage.id }, { actor: system }),
    anEvent('chat.read', { upTo: customerMessage.id }, { actor: admin }),
    anEvent('chat.read', { upTo: adminMessage.id }),
  ],
  serializeState: (snapshot) => {
    const { awaitingReply, seenByAdmin, seenByCustomer } = snapshot.context as ChatContext;
    const messages = chatMessages(snapshot.context as ChatContext);
    const upTo = (id: string) => messages.findIndex((message) => message.id === id) + 1;
    return JSON.stringify([
      snapshot.value,
      messages.some((message) => message.content.kind === 'greeting'),
      awaitingReply.length > 0,
      upTo(customerMessage.id) > 0,
      upTo(adminMessage.id) > 0,
      upTo(customerMessage.id) > seenByAdmin,
      upTo(adminMessage.id) > seenByCustomer,
    ]);
  },
};

describe.each(Object.entries(models))('the %s stream, path by path', (_name, model) => {
  const testModel = createTestModel(model.machine, {
    events: model.events,
    serializeState: (snapshot) => model.serializeState(snapshot as AnyMachineSnapshot),
  });
  const traversal = { events: model.events };
  const paths = [...testModel.getShortestPaths(traversal), ...testModel.getSimplePaths(traversal)];
  const allStates = model.states ?? Object.keys(model.machine.root.states);

  const stepsOf = (path: (typeof paths)[number]) => path.steps.filter((step) => step.event.type !== 'xstate.init');

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual([...allStates].sort());
  });

  const named = paths.map((path) => [stepsOf(path).map((step) => step.event.type).join(' → '), path] as const);
  it.each(named)('accepts %s, and refuses what the chart does not allow at its end', (_events, path) => {
    let snapshot = replay(model.machine, []);
    for (const step of stepsOf(path)) {
      const decision = decide(snapshot, step.event as MachineEvent);
      if (!decision.accepted) throw new Error(`step ${step.event.type} refused: ${decision.reason}`);
      snapshot = decision.snapshot;
      expect(model.serializeState(snapshot)).toBe(model.serializeState(step.state as AnyMachineSnapshot));
    }
    // What the chart allows here, asked of xstate itself, the machine as written with its guards
    // in place, rather than of `decide`: every other event must be refused, and only those.
    const asWritten = model.machine.resolveState({ value: snapshot.value, context: snapshot.context });
    for (const event of model.events) {
      const decision = decide(snapshot, event);
      const allowed = model.machine.getTransitionData(asWritten, event).length > 0;
      expect(decision.accepted, `${event.type} in ${JSON.stringify(snapshot.value)}`).toBe(allowed);
      if (!decision.accepted) expect(decision.reason).toMatch(/^[a-z][A-Za-z0-9]+$/);
    }
  });
});
