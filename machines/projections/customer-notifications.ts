// The customer's in-app notifications: what happened to their requests, the same steps the
// e-mail and WhatsApp messages tell (docs/notifications.md), read from the request streams
// their log holds, newest first. An item is seen when it happened no later than the moment
// their user stream records (`user.notificationsSeen`), on whichever device they opened the
// list. Pure: the histories and the clock are passed in.
import type { ArrivalWindow } from '../domain/arrival-window.ts';
import type { ServiceId } from '../domain/constants.ts';
import type { AppointedTechnician, RequestAppointmentConfirmed, RequestOfferMade, RequestTechnicianOnTheWay, RequestVisitRescheduled } from '../domain/request-events.ts';
import type { ChargeRefunded } from '../domain/charge-refund-events.ts';
import { reminderDueAt } from '../domain/reminder-time.ts';
import type { RequestContext } from '../request.machine.ts';
import type { LoggedEvent } from './audit-trail.ts';

export type CustomerNotificationKind = 'received' | 'offerMade' | 'confirmed' | 'moved' | 'reminder' | 'onTheWay' | 'completed' | 'refunded';

/** What one notification tells, besides its request. */
export interface NotificationFacts {
  kind: CustomerNotificationKind;
  /** The offer's price, in halalas. */
  priceHalalas?: number;
  /** The refunded amount, in halalas. */
  amountHalalas?: number;
  window?: ArrivalWindow;
  technician?: AppointedTechnician['name'];
  /** When the technician on the way expects to arrive ('HH:MM', Riyadh). */
  expectedAt?: string;
}

export interface CustomerNotification extends NotificationFacts {
  /** `{eventId}:{kind}`, as the outbox names the same step. */
  id: string;
  requestId: string;
  services: ServiceId[];
  orderNumber: number | null;
  /** When it happened; a reminder, when it fell due. */
  at: string;
  seen: boolean;
}

/** A request of the customer's log: its id, its state and its events. */
export interface NotifiedRequest {
  requestId: string;
  request: Pick<RequestContext, 'services' | 'orderNumber'>;
  history: readonly LoggedEvent[];
}

/** The visit as the events before this one left it. */
interface VisitSoFar {
  appointment: Pick<RequestAppointmentConfirmed, 'technician'> | null;
  onTheWay: boolean;
}

/** The window an appointment event books and its technician: the admin names them; a customer's own move keeps them. */
function bookedWindow(event: LoggedEvent, visit: VisitSoFar): { window: ArrivalWindow; technician: AppointedTechnician | undefined } | null {
  if (event.type === 'request.appointmentConfirmed') {
    const { date, from, to, technician } = event.data as RequestAppointmentConfirmed;
    return { window: { date, from, to }, technician };
  }
  if (event.type === 'request.visitRescheduled') {
    const { date, from, to } = event.data as RequestVisitRescheduled;
    return { window: { date, from, to }, technician: visit.appointment?.technician };
  }
  return null;
}

// One entry per kind of event the customer is told of: what it says, given the visit so far.
const tellers: Record<string, (event: LoggedEvent, visit: VisitSoFar) => NotificationFacts | null> = {
  'request.submitted': () => ({ kind: 'received' }),
  'request.offerMade': (event) => ({ kind: 'offerMade', priceHalalas: (event.data as RequestOfferMade).priceHalalas }),
  'request.appointmentConfirmed': (event, visit) => bookedStep(event, visit),
  'request.visitRescheduled': (event, visit) => bookedStep(event, visit),
  // A later time given on the way updates the request's page, not the notifications.
  'request.technicianOnTheWay': (event, visit) =>
    visit.onTheWay ? null : { kind: 'onTheWay', expectedAt: (event.data as RequestTechnicianOnTheWay).expectedAt, technician: visit.appointment?.technician.name },
  'request.completed': () => ({ kind: 'completed' }),
  'request.chargeRefunded': (event) => ({ kind: 'refunded', amountHalalas: (event.data as ChargeRefunded).amountHalalas }),
};

function bookedStep(event: LoggedEvent, visit: VisitSoFar): NotificationFacts {
  const { window, technician } = bookedWindow(event, visit)!;
  return { kind: visit.appointment ? 'moved' : 'confirmed', window, technician: technician?.name };
}

/** The events the customer is told of (the server's outbox follows these). */
export const toldEventTypes: ReadonlySet<string> = new Set(Object.keys(tellers));

const noVisitYet: VisitSoFar = { appointment: null, onTheWay: false };

/** What the customer is told of `event`, given the request's events before it; null when nothing. */
export function toldOf(event: LoggedEvent, before: readonly LoggedEvent[]): NotificationFacts | null {
  return Object.hasOwn(tellers, event.type) ? tellers[event.type]!(event, before.reduce(followVisit, noVisitYet)) : null;
}

/** Events after which a confirmed visit's reminder is not due any more: it moved, or it ended. */
const visitOver = new Set(['request.appointmentConfirmed', 'request.visitRescheduled', 'request.completed', 'request.cancelled', 'request.visitCancelled']);

function followVisit(visit: VisitSoFar, event: LoggedEvent): VisitSoFar {
  const booked = bookedWindow(event, visit);
  if (booked) return { appointment: booked.technician ? { technician: booked.technician } : visit.appointment, onTheWay: false };
  if (event.type === 'request.technicianOnTheWay') return { ...visit, onTheWay: true };
  return visit;
}

/**
 * The reminder of the visit confirmed by `history[index]`: due at 18:00 Riyadh the evening before
 * its day, unless it was confirmed after that (the confirmation serves) or moved or ended before.
 */
function reminderOf(history: readonly LoggedEvent[], index: number, visit: VisitSoFar, now: Date): { facts: NotificationFacts; at: string } | null {
  const booked = bookedWindow(history[index]!, visit);
  if (!booked) return null;
  const { window, technician } = booked;
  const due = reminderDueAt(window.date);
  if (Date.parse(history[index]!.at) >= due.getTime() || now < due) return null;
  const overBefore = history.slice(index + 1).some((later) => visitOver.has(later.type) && Date.parse(later.at) < due.getTime());
  if (overBefore) return null;
  return { facts: { kind: 'reminder', window, technician: technician?.name }, at: due.toISOString() };
}

export function customerNotifications(requests: readonly NotifiedRequest[], seenUpTo: string | null, now: Date): CustomerNotification[] {
  const seenUntil = seenUpTo ? Date.parse(seenUpTo) : -Infinity;
  const items = requests.flatMap(({ requestId, request, history }) => {
    const about = { requestId, services: request.services, orderNumber: request.orderNumber };
    const told: CustomerNotification[] = [];
    const tell = (eventId: string, facts: NotificationFacts, at: string) =>
      told.push({ ...facts, ...about, id: `${eventId}:${facts.kind}`, at, seen: Date.parse(at) <= seenUntil });
    let visit = noVisitYet;
    // Only what the server accepted: a step still on its way has no time of its own yet.
    const confirmed = history.filter((event) => !event.pending);
    confirmed.forEach((event, index) => {
      const facts = Object.hasOwn(tellers, event.type) ? tellers[event.type]!(event, visit) : null;
      if (facts) tell(event.id, facts, event.at);
      const reminder = reminderOf(confirmed, index, visit, now);
      if (reminder) tell(event.id, reminder.facts, reminder.at);
      visit = followVisit(visit, event);
    });
    return told;
  });
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** How many the customer has not seen yet. */
export const unseenCount = (items: readonly CustomerNotification[]): number => items.filter((item) => !item.seen).length;

/** The moment to record as seen once the list is open, or null when nothing new is in it. */
export function seenMoment(items: readonly CustomerNotification[]): string | null {
  const newest = items.find((item) => !item.seen);
  return newest ? items[0]!.at : null;
}
