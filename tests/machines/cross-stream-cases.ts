import type { BatchEvent, Uploader } from '../../machines/cross-stream-rules.ts';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { admin, anEvent, system } from './given-events.ts';
import { ahmed, ahmedsWindow, paidWith, plumbingVisit } from './sample-payloads.ts';

// One table of batches and the rule across streams each breaks, run through the pure rules,
// the browser's pending plan and the server alike: they must refuse the same batches with the
// same reason. Customer 1234 holds a VIP plan granted on Sunday 22 November 2026.
export interface CrossStreamCase {
  name: string;
  /** Each stream's history before the batch. */
  given: Record<string, MachineEvent[]>;
  batch: BatchEvent[];
  /** Who uploaded each photo the batch names, as the server's uploads keep it (none when absent). */
  uploads?: Record<string, Uploader>;
  refusal: string | null;
}

const sara = { role: 'customer' as const, userId: '1234' };
const granted = anEvent('subscription.granted', { plan: 'vip', days: 30, maxVisits: 4, note: '', via: 'admin' }, { actor: admin, at: '2026-11-22T08:00:00.000Z' });
const vipVisit = { ...plumbingVisit, kind: 'vip' as const };
const request = (n: number) => `019a0000-0000-7000-8000-00000000000${n}`;
const event = (stream: string, type: string, data: unknown, actor: Actor = sara): BatchEvent => ({ id: anEvent(type, data).id, stream, type, data, actor });

const bookingOf = (n: number, data: RequestSubmitted = vipVisit) => event(`request-${request(n)}`, 'request.submitted', data);
const visitFor = (n: number, subscription = 'subscription-1234') => event(subscription, 'subscription.visitRecorded', { requestId: request(n) });
const refundOf = (n: number) => event('subscription-1234', 'subscription.visitRefunded', { requestId: request(n) });
const cancelling = (n: number) => event(`request-${request(n)}`, 'request.cancelled', {});
const rules = defaultSettings.visitRules;
const visitCancelling = (n: number, visitRules = rules) =>
  event(`request-${request(n)}`, 'request.visitCancelled', { feeHalalas: 0, refundHalalas: 0, visitRules });

/** Request 1 is a VIP visit already booked, its visit counted on Sara's plan. */
const bookedVipVisit = {
  'subscription-1234': [granted, anEvent('subscription.visitRecorded', { requestId: request(1) }, { actor: sara, at: '2026-11-22T09:00:00.000Z' })],
  [`request-${request(1)}`]: [anEvent('request.submitted', vipVisit, { actor: sara, at: '2026-11-22T09:00:00.000Z' })],
};

/** Request 1 again, its visit included in the plan (price 0) and accepted: scheduled, for Tuesday the 24th. */
const scheduledVipVisit = {
  ...bookedVipVisit,
  [`request-${request(1)}`]: [
    ...bookedVipVisit[`request-${request(1)}`]!,
    anEvent('request.offerMade', { priceHalalas: 0, adminNote: 'Included in your plan' }, { actor: admin, at: '2026-11-22T09:30:00.000Z' }),
    anEvent('request.offerAccepted', {}, { actor: sara, at: '2026-11-22T09:40:00.000Z' }),
  ],
};

export const crossStreamCases: CrossStreamCase[] = [
  { name: 'a VIP booking with its visit on the customer’s own plan', given: { 'subscription-1234': [granted] }, batch: [visitFor(2), bookingOf(2)], refusal: null },
  { name: 'a VIP booking alone', given: { 'subscription-1234': [granted] }, batch: [bookingOf(2)], refusal: 'vipVisitNotRecorded' },
  { name: 'a visit with no booking', given: { 'subscription-1234': [granted] }, batch: [visitFor(2)], refusal: 'vipBookingMissing' },
  { name: 'a visit given back with its request cancelled', given: bookedVipVisit, batch: [cancelling(1), refundOf(1)], refusal: null },
  { name: 'a VIP request cancelled that keeps its visit', given: bookedVipVisit, batch: [cancelling(1)], refusal: 'visitNotGivenBack' },
  { name: 'a visit given back with its request still open', given: bookedVipVisit, batch: [refundOf(1)], refusal: 'requestNotEnded' },
  { name: 'a VIP visit given up before it starts, its visit given back', given: scheduledVipVisit, batch: [visitCancelling(1), refundOf(1)], refusal: null },
  { name: 'a VIP visit given up that keeps its visit', given: scheduledVipVisit, batch: [visitCancelling(1)], refusal: 'visitNotGivenBack' },
  {
    name: 'a visit given up by a fee no longer in force',
    given: scheduledVipVisit,
    batch: [visitCancelling(1, { ...rules, lateCancellationFeePercent: 10 }), refundOf(1)],
    refusal: 'cancellationRulesChanged',
  },
  {
    name: 'a visit given up by a free period no longer in force',
    given: scheduledVipVisit,
    batch: [visitCancelling(1, { ...rules, freeCancellationHours: 12 }), refundOf(1)],
    refusal: 'cancellationRulesChanged',
  },
  {
    name: 'a booking checked against working hours no longer in force',
    given: {},
    batch: [bookingOf(3, { ...plumbingVisit, workingHours: { opens: '09:00', closes: '17:00' } })],
    refusal: 'workingHoursChanged',
  },
  { name: 'a general booking checked against the hours in force', given: {}, batch: [bookingOf(3, plumbingVisit)], refusal: null },
  ...appointmentCases(),
  ...photoCases(),
  ...dedicationCases(),
];

/** Ahmed is on visits, Khalid taken off them; Sara holds a VIP Plus plan. */
function dedicationCases(): CrossStreamCase[] {
  const at = '2026-11-22T08:00:00.000Z';
  const khalid = { ...ahmed, name: { en: 'Khalid Al-Otaibi', ar: 'خالد العتيبي' } };
  const given = {
    'subscription-1234': [anEvent('subscription.granted', { plan: 'vip-plus', days: 30, maxVisits: 8, note: '', via: 'admin' }, { actor: admin, at })],
    'technician-ahmed-tech': [anEvent('technician.added', ahmed, { actor: admin, at })],
    'technician-khalid-tech': [anEvent('technician.added', khalid, { actor: admin, at }), anEvent('technician.deactivated', {}, { actor: admin, at })],
  };
  const dedicating = (technician: { id: string; name: { en: string; ar: string } } | null) =>
    event('subscription-1234', 'subscription.technicianDedicated', { technician }, admin);
  return [
    { name: 'a technician on visits dedicated by their names', given, batch: [dedicating({ id: 'ahmed-tech', name: ahmed.name })], refusal: null },
    { name: 'no technician dedicated any more', given, batch: [dedicating(null)], refusal: null },
    { name: 'a technician taken off visits dedicated', given, batch: [dedicating({ id: 'khalid-tech', name: khalid.name })], refusal: 'technicianNotActive' },
    { name: 'a technician nobody added dedicated', given, batch: [dedicating({ id: 'nobody-tech', name: ahmed.name })], refusal: 'technicianNotActive' },
    {
      name: 'a technician dedicated by other names than the admins keep',
      given,
      batch: [dedicating({ id: 'ahmed-tech', name: { en: 'Ahmed', ar: 'أحمد' } })],
      refusal: 'technicianNamesChanged',
    },
  ];
}

/**
 * Request 6 is Sara's plumbing visit, paid. A booking's photo is one its customer uploaded; the
 * photos of a completed visit are ones an admin uploaded (the technician's, sent by the admin).
 */
function photoCases(): CrossStreamCase[] {
  const photo = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const uploads: Record<string, Uploader> = {
    [photo(1)]: { role: 'admin' },
    [photo(2)]: { role: 'admin' },
    [photo(3)]: { role: 'customer', userId: '1234' },
  };
  const paidVisit = `request-${request(6)}`;
  const at = '2026-11-22T08:00:00.000Z';
  const given = {
    [paidVisit]: [
      anEvent('request.submitted', plumbingVisit, { actor: sara, at }),
      anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin, at }),
      anEvent('request.offerAccepted', {}, { actor: sara, at }),
      anEvent('request.paid', paidWith('pay_6', 15_000), { actor: system, at }),
    ],
  };
  const completing = (...photoIds: string[]) => event(paidVisit, 'request.completed', { note: 'Replaced the tap washer.', photoIds }, admin);
  return [
    { name: 'a visit completed with two photos an admin uploaded', given, uploads, batch: [completing(photo(1), photo(2))], refusal: null },
    { name: 'a visit completed with no photo', given, uploads, batch: [completing()], refusal: null },
    { name: 'a visit completed with a photo the customer uploaded', given, uploads, batch: [completing(photo(1), photo(3))], refusal: 'unknownPhoto' },
    { name: 'a visit completed with a photo nobody uploaded', given, uploads, batch: [completing(photo(4))], refusal: 'unknownPhoto' },
    { name: 'a booking with its customer’s own photo', given: {}, uploads, batch: [bookingOf(7, { ...plumbingVisit, photoId: photo(3) })], refusal: null },
    { name: 'a booking with a photo an admin uploaded', given: {}, uploads, batch: [bookingOf(7, { ...plumbingVisit, photoId: photo(1) })], refusal: 'unknownPhoto' },
  ];
}

/**
 * Request 5 is Sara's plumbing visit, paid; Ahmed and Khalid do plumbing, Fahad electrical work.
 * An appointment books the technician's window in the same batch; moving it to another
 * technician releases the first one's.
 */
function appointmentCases(): CrossStreamCase[] {
  const paidVisit = `request-${request(5)}`;
  const technicians = {
    ahmed: { ...ahmed },
    khalid: { ...ahmed, name: { en: 'Khalid Al-Otaibi', ar: 'خالد العتيبي' } },
    fahad: { ...ahmed, name: { en: 'Fahad Al-Dosari', ar: 'فهد الدوسري' }, services: ['electrical'] },
  };
  type Name = keyof typeof technicians;
  const streamOf = (technician: Name) => `technician-${technician}-tech`;
  const at = '2026-11-22T08:00:00.000Z';
  const paidRequest = [
    anEvent('request.submitted', plumbingVisit, { actor: sara, at }),
    anEvent('request.offerMade', { priceHalalas: 15_000, adminNote: '' }, { actor: admin, at }),
    anEvent('request.offerAccepted', {}, { actor: sara, at }),
    anEvent('request.paid', paidWith('pay_5', 15_000), { actor: system, at }),
  ];
  const appointment = (technician: Name, change: Record<string, unknown> = {}) => ({
    ...ahmedsWindow,
    technician: { id: `${technician}-tech`, name: technicians[technician].name },
    workingHours: plumbingVisit.workingHours,
    ...change,
  });
  const confirming = (technician: Name, change: Record<string, unknown> = {}) => event(paidVisit, 'request.appointmentConfirmed', appointment(technician, change), admin);
  const booking = (technician: Name, window = ahmedsWindow) => event(streamOf(technician), 'technician.visitAssigned', { requestId: request(5), ...window }, admin);
  const releasing = (technician: Name, actor: Actor = admin) => event(streamOf(technician), 'technician.visitReleased', { requestId: request(5) }, actor);
  const movedTo = { ...ahmedsWindow, from: '14:00', to: '16:00' };
  const moving = (change: Record<string, unknown> = {}) =>
    event(paidVisit, 'request.visitRescheduled', { ...movedTo, workingHours: plumbingVisit.workingHours, ...change });
  const serverBooking = (technician: Name, window = movedTo) =>
    event(streamOf(technician), 'technician.visitAssigned', { requestId: request(5), ...window }, system);
  const team = Object.fromEntries((Object.keys(technicians) as Name[]).map((name) => [streamOf(name), [anEvent('technician.added', technicians[name], { actor: admin, at })]]));
  const paidAndTeam = { [paidVisit]: paidRequest, ...team };
  const withAhmed = {
    ...team,
    [paidVisit]: [...paidRequest, anEvent('request.appointmentConfirmed', appointment('ahmed'), { actor: admin, at })],
    [streamOf('ahmed')]: [...team[streamOf('ahmed')]!, anEvent('technician.visitAssigned', { requestId: request(5), ...ahmedsWindow }, { actor: admin, at })],
  };
  const cancelledWithAhmed = {
    ...withAhmed,
    [paidVisit]: [...withAhmed[paidVisit]!, anEvent('request.visitCancelled', { feeHalalas: 0, refundHalalas: 15_000, visitRules: rules }, { actor: sara, at })],
  };
  return [
    { name: 'an appointment with its technician’s window booked', given: paidAndTeam, batch: [confirming('ahmed'), booking('ahmed')], refusal: null },
    { name: 'an appointment whose window nobody books', given: paidAndTeam, batch: [confirming('ahmed')], refusal: 'technicianNotBooked' },
    {
      name: 'an appointment booking another window than it confirms',
      given: paidAndTeam,
      batch: [confirming('ahmed'), booking('ahmed', { ...ahmedsWindow, from: '12:00', to: '14:00' })],
      refusal: 'technicianNotBooked',
    },
    { name: 'a technician’s window booked with no appointment', given: paidAndTeam, batch: [booking('ahmed')], refusal: 'appointmentMissing' },
    {
      name: 'an appointment naming the technician otherwise than the admins keep them',
      given: paidAndTeam,
      batch: [confirming('ahmed', { technician: { id: 'ahmed-tech', name: { en: 'Ahmed', ar: 'أحمد' } } }), booking('ahmed')],
      refusal: 'technicianNamesChanged',
    },
    { name: 'a plumbing visit given to an electrician', given: paidAndTeam, batch: [confirming('fahad'), booking('fahad')], refusal: 'technicianDoesService' },
    {
      name: 'an appointment checked against working hours no longer in force',
      given: paidAndTeam,
      batch: [confirming('ahmed', { workingHours: { opens: '09:00', closes: '17:00' } }), booking('ahmed')],
      refusal: 'workingHoursChanged',
    },
    { name: 'a visit moved from Ahmed to Khalid, Ahmed’s window released', given: withAhmed, batch: [confirming('khalid'), booking('khalid'), releasing('ahmed')], refusal: null },
    { name: 'a visit moved from Ahmed to Khalid that keeps Ahmed’s window', given: withAhmed, batch: [confirming('khalid'), booking('khalid')], refusal: 'previousTechnicianNotReleased' },
    { name: 'Ahmed’s window released while the visit stays his', given: withAhmed, batch: [releasing('ahmed')], refusal: 'visitNotMoved' },
    { name: 'Sara’s own move with Ahmed’s new window booked by the server', given: withAhmed, batch: [moving(), serverBooking('ahmed')], refusal: null },
    { name: 'Sara’s own move whose window nobody books', given: withAhmed, batch: [moving()], refusal: 'technicianNotBooked' },
    { name: 'Sara’s own move booking another technician’s window', given: withAhmed, batch: [moving(), serverBooking('khalid')], refusal: 'technicianNotBooked' },
    { name: 'Sara’s own move booking Ahmed’s window at another time', given: withAhmed, batch: [moving(), serverBooking('ahmed', ahmedsWindow)], refusal: 'technicianNotBooked' },
    {
      name: 'Sara’s own move checked against working hours no longer in force',
      given: withAhmed,
      batch: [moving({ workingHours: { opens: '09:00', closes: '17:00' } }), serverBooking('ahmed')],
      refusal: 'workingHoursChanged',
    },
    { name: 'Ahmed’s window released by the server once the visit is cancelled', given: cancelledWithAhmed, batch: [releasing('ahmed', system)], refusal: null },
  ];
}
