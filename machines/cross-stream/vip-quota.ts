// A VIP booking and the visit it uses travel together; a counted visit comes back with the
// decline or cancellation of its request (docs/decisions.md 9, 26).
import type { RequestSubmitted } from '../domain/request-events.ts';
import { subscriptionStream } from '../domain/streams.ts';
import type { SubscriptionVisitRecorded, SubscriptionVisitRefunded } from '../domain/subscription-events.ts';
import type { RequestContext } from '../request.machine.ts';
import type { SubscriptionContext } from '../subscription.machine.ts';
import { endsRequest, firstFailing, requestIdOf, type BatchEvent, type Rule } from './batch.ts';

const isVipBooking = (event: BatchEvent) => event.type === 'request.submitted' && (event.data as RequestSubmitted).kind === 'vip';

/** A VIP booking records its visit on its customer's own plan, in the same batch. */
export const vipVisitNotRecorded: Rule = (batch) =>
  firstFailing('vipVisitNotRecorded', batch.filter(isVipBooking), (booking) =>
    batch.some(
      (visit) =>
        visit.type === 'subscription.visitRecorded' &&
        visit.stream === subscriptionStream(booking.actor.userId ?? '') &&
        (visit.data as SubscriptionVisitRecorded).requestId === requestIdOf(booking),
    ),
  );

/** A visit is recorded only with the VIP booking it is for. */
export const vipBookingMissing: Rule = (batch) =>
  firstFailing('vipBookingMissing', batch.filter((event) => event.type === 'subscription.visitRecorded'), (visit) =>
    batch.some((booking) => isVipBooking(booking) && requestIdOf(booking) === (visit.data as SubscriptionVisitRecorded).requestId),
  );

/** A visit is given back only with its request declined or cancelled. */
export const requestNotEnded: Rule = (batch) =>
  firstFailing('requestNotEnded', batch.filter((event) => event.type === 'subscription.visitRefunded'), (refund) =>
    batch.some((ending) => endsRequest(ending) && requestIdOf(ending) === (refund.data as SubscriptionVisitRefunded).requestId),
  );

/** Declining or cancelling a VIP request whose visit is still counted gives it back, in the same batch. */
export const visitNotGivenBack: Rule = (batch, world) =>
  firstFailing('visitNotGivenBack', batch.filter(endsRequest), (ending) => {
    const requestId = requestIdOf(ending);
    const request = world.stateOf(ending.stream)?.context as RequestContext | undefined;
    if (request?.kind !== 'vip' || !request.ownerId) return true;
    const plan = world.stateOf(subscriptionStream(request.ownerId))?.context as SubscriptionContext | undefined;
    if (!plan?.visits.includes(requestId)) return true;
    return batch.some((refund) => refund.type === 'subscription.visitRefunded' && (refund.data as SubscriptionVisitRefunded).requestId === requestId);
  });

/** The requests the batch declines or cancels: the rules ask for their state and their owner's plan. */
export function requestsEnded(batch: BatchEvent[]): string[] {
  return [...new Set(batch.filter(endsRequest).map((event) => event.stream))];
}
