// The rules that look past one stream, judged on a whole batch before it is appended; the
// browser's pending plan and the server ask the same function, so both refuse with the same
// reason. A VIP booking and the visit it uses travel together; a counted visit comes back with
// the decline or cancellation of its request (docs/decisions.md 9). A booking carries the
// working hours it was checked against, so that its stream replays alone: they must be the
// hours in force. A booking's photo, sent with it or after it, must be one its customer uploaded.
import type { AnyMachineSnapshot } from 'xstate';
import type { Actor } from './domain/envelope.ts';
import type { RequestPhotoAttached, RequestSubmitted } from './domain/request-events.ts';
import { parseStream, subscriptionStream } from './domain/streams.ts';
import type { SubscriptionVisitRecorded, SubscriptionVisitRefunded } from './domain/subscription-events.ts';
import type { RequestContext } from './request.machine.ts';
import type { SettingsContext } from './settings.machine.ts';
import type { SubscriptionContext } from './subscription.machine.ts';

export interface BatchEvent {
  id: string;
  stream: string;
  type: string;
  data: unknown;
  actor: Actor;
}

/** What the rules may know of the world as it stands before the batch. */
export interface WorldBeforeBatch {
  /** A stream's folded state, or undefined when nothing is known of it. */
  stateOf(stream: string): AnyMachineSnapshot | undefined;
  settings: SettingsContext;
  /** Whether `customerId` uploaded the photo. */
  uploadedBy(photoId: string, customerId: string): boolean;
}

export interface CrossStreamRefusal {
  reason: string;
  eventId: string;
}

function requestIdOf(event: BatchEvent): string {
  const stream = parseStream(event.stream);
  return stream?.kind === 'request' ? stream.requestId : '';
}
const endsRequest = (event: BatchEvent) => event.type === 'request.cancelled' || event.type === 'request.declined';
/** A booking with its photo, or a photo sent after its booking. */
export const carriesPhoto = (event: BatchEvent) => event.type === 'request.submitted' || event.type === 'request.photoAttached';
export const photoOf = (event: BatchEvent): string | null => (event.data as RequestSubmitted | RequestPhotoAttached).photoId;
const isVipBooking = (event: BatchEvent) => event.type === 'request.submitted' && (event.data as RequestSubmitted).kind === 'vip';

type Rule = (batch: BatchEvent[], world: WorldBeforeBatch) => CrossStreamRefusal | null;

const firstFailing = (reason: string, events: BatchEvent[], holds: (event: BatchEvent) => boolean) => {
  const failing = events.find((event) => !holds(event));
  return failing ? { reason, eventId: failing.id } : null;
};

/** A VIP booking records its visit on its customer's own plan, in the same batch. */
const vipVisitNotRecorded: Rule = (batch) =>
  firstFailing('vipVisitNotRecorded', batch.filter(isVipBooking), (booking) =>
    batch.some(
      (visit) =>
        visit.type === 'subscription.visitRecorded' &&
        visit.stream === subscriptionStream(booking.actor.userId ?? '') &&
        (visit.data as SubscriptionVisitRecorded).requestId === requestIdOf(booking),
    ),
  );

/** A visit is recorded only with the VIP booking it is for. */
const vipBookingMissing: Rule = (batch) =>
  firstFailing('vipBookingMissing', batch.filter((event) => event.type === 'subscription.visitRecorded'), (visit) =>
    batch.some((booking) => isVipBooking(booking) && requestIdOf(booking) === (visit.data as SubscriptionVisitRecorded).requestId),
  );

/** A visit is given back only with its request declined or cancelled. */
const requestNotEnded: Rule = (batch) =>
  firstFailing('requestNotEnded', batch.filter((event) => event.type === 'subscription.visitRefunded'), (refund) =>
    batch.some((ending) => endsRequest(ending) && requestIdOf(ending) === (refund.data as SubscriptionVisitRefunded).requestId),
  );

/** Declining or cancelling a VIP request whose visit is still counted gives it back, in the same batch. */
const visitNotGivenBack: Rule = (batch, world) =>
  firstFailing('visitNotGivenBack', batch.filter(endsRequest), (ending) => {
    const requestId = requestIdOf(ending);
    const request = world.stateOf(ending.stream)?.context as RequestContext | undefined;
    if (request?.kind !== 'vip' || !request.ownerId) return true;
    const plan = world.stateOf(subscriptionStream(request.ownerId))?.context as SubscriptionContext | undefined;
    if (!plan?.visits.includes(requestId)) return true;
    return batch.some((refund) => refund.type === 'subscription.visitRefunded' && (refund.data as SubscriptionVisitRefunded).requestId === requestId);
  });

const sameHours = (checked: SettingsContext['workingHours'], inForce: SettingsContext['workingHours']) =>
  checked.opens === inForce.opens && checked.closes === inForce.closes;

/** A booking was checked against the working hours in force. */
const workingHoursChanged: Rule = (batch, world) =>
  firstFailing('workingHoursChanged', batch.filter((event) => event.type === 'request.submitted'), (booking) =>
    sameHours((booking.data as RequestSubmitted).workingHours, world.settings.workingHours),
  );

/** A booking's photo, sent with it or after it, is one its customer uploaded. */
const unknownPhoto: Rule = (batch, world) =>
  firstFailing('unknownPhoto', batch.filter(carriesPhoto), (booking) => {
    const photoId = photoOf(booking);
    return photoId === null || (booking.actor.userId !== undefined && world.uploadedBy(photoId, booking.actor.userId));
  });

const rules: Rule[] = [vipVisitNotRecorded, vipBookingMissing, requestNotEnded, visitNotGivenBack, workingHoursChanged, unknownPhoto];

/** The first rule across streams that the batch breaks, or null when it keeps them all. */
export function crossStreamRefusal(batch: BatchEvent[], world: WorldBeforeBatch): CrossStreamRefusal | null {
  for (const rule of rules) {
    const refusal = rule(batch, world);
    if (refusal) return refusal;
  }
  return null;
}

/** The requests the batch declines or cancels: the rules ask for their state and their owner's plan. */
export function requestsEnded(batch: BatchEvent[]): string[] {
  return [...new Set(batch.filter(endsRequest).map((event) => event.stream))];
}
