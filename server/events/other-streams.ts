import { isDeepStrictEqual } from 'node:util';
import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import { parseStreamName, subscriptionStream } from '../../machines/domain/streams.ts';
import type { SubscriptionVisitRecorded, SubscriptionVisitRefunded } from '../../machines/domain/subscription-events.ts';
import { requestMachine, type RequestContext } from '../../machines/request.machine.ts';
import { subscriptionMachine, type SubscriptionContext } from '../../machines/subscription.machine.ts';
import { ApiError } from '../http/api-error.ts';
import type { SqlRunner } from '../store/database.ts';
import type { EventToAppend } from '../store/event-store.ts';
import { isUploadOf } from '../uploads/stored-uploads.ts';
import { currentSettings } from './current-settings.ts';
import type { StreamStates } from './stream-states.ts';

// What a proposal states about something outside its stream, checked against it now. A
// booking carries the working hours the browser checked it against, so that its stream
// replays alone; they must be the hours in force, or the browser is told to look again. A
// booking's photo must be one its customer uploaded: nobody attaches someone else's photo.
// A VIP booking and its visit, and a visit and its return, travel together.
export interface OtherStreamsDeps {
  streamStates: StreamStates;
  db: SqlRunner;
}

export async function checkAgainstOtherStreams(deps: OtherStreamsDeps, events: EventToAppend[]): Promise<void> {
  await checkVipVisits(deps, events);
  const bookings = events.filter((event) => event.type === 'request.submitted');
  if (bookings.length === 0) return;
  const settings = await currentSettings(deps.streamStates);
  for (const booking of bookings) {
    const { workingHours, photoId } = booking.data as RequestSubmitted;
    if (!isDeepStrictEqual(workingHours, settings.workingHours)) {
      throw new ApiError(422, 'workingHoursChanged', 'The working hours have changed: check the time again.', {
        eventId: booking.id,
        workingHours: settings.workingHours,
      });
    }
    const customer = booking.actor.userId;
    if (photoId !== null && (customer === undefined || !(await isUploadOf(deps.db, photoId, customer)))) {
      throw new ApiError(422, 'unknownPhoto', 'This photo is not one you uploaded.', { eventId: booking.id });
    }
  }
}

const refuse = (code: string, message: string, event: EventToAppend) => new ApiError(422, code, message, { eventId: event.id });
const requestIdOf = (event: EventToAppend) => parseStreamName(event.stream)?.key ?? '';
const endsRequest = (event: EventToAppend) => event.type === 'request.cancelled' || event.type === 'request.declined';

/**
 * A VIP booking and the visit it uses are one: `request.submitted` of kind vip and
 * `subscription.visitRecorded` naming it, on its customer's own subscription, in one batch.
 * A counted visit comes back with the decline or cancellation of its request, in that batch.
 */
async function checkVipVisits(deps: OtherStreamsDeps, events: EventToAppend[]): Promise<void> {
  const visits = events.filter((event) => event.type === 'subscription.visitRecorded');
  const vipBookings = events.filter((event) => event.type === 'request.submitted' && (event.data as RequestSubmitted).kind === 'vip');
  for (const booking of vipBookings) {
    const ownSubscription = subscriptionStream(booking.actor.userId ?? '');
    const counted = visits.some(
      (visit) => visit.stream === ownSubscription && (visit.data as SubscriptionVisitRecorded).requestId === requestIdOf(booking),
    );
    if (!counted) throw refuse('vipVisitNotRecorded', 'A VIP booking must record its visit in the same batch.', booking);
  }
  for (const visit of visits) {
    const { requestId } = visit.data as SubscriptionVisitRecorded;
    if (!vipBookings.some((booking) => requestIdOf(booking) === requestId)) {
      throw refuse('vipBookingMissing', 'A visit is recorded only with its VIP booking.', visit);
    }
  }
  const refunds = events.filter((event) => event.type === 'subscription.visitRefunded');
  for (const refund of refunds) {
    const { requestId } = refund.data as SubscriptionVisitRefunded;
    if (!events.some((event) => endsRequest(event) && requestIdOf(event) === requestId)) {
      throw refuse('requestNotEnded', 'A visit is given back only with its request declined or cancelled.', refund);
    }
  }
  for (const ending of events.filter(endsRequest)) {
    const requestId = requestIdOf(ending);
    const request = (await deps.streamStates.current(ending.stream, requestMachine)).snapshot.context as RequestContext;
    if (request.kind !== 'vip' || !request.ownerId) continue;
    const subscription = await deps.streamStates.current(subscriptionStream(request.ownerId), subscriptionMachine);
    const stillCounted = (subscription.snapshot.context as SubscriptionContext).visits.includes(requestId);
    const givenBack = refunds.some((refund) => (refund.data as SubscriptionVisitRefunded).requestId === requestId);
    if (stillCounted && !givenBack) {
      throw refuse('visitNotGivenBack', 'Declining or cancelling a VIP request gives its visit back in the same batch.', ending);
    }
  }
}
