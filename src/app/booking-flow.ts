// The booking form's machine with the app's part plugged in: submitting proposes
// `request.submitted` on a new `request-{uuidv7}` stream through the customer's log, so a
// booking made offline waits in the queue and is sent once the connection returns. A VIP
// booking records its visit on the customer's subscription in the same batch: both or neither.
import { v7 as uuidv7 } from 'uuid';
import { fromPromise } from 'xstate';
import { bookingMachine, type BookingReceipt } from '../../machines/booking.machine.ts';
import { bookingSchemaVersion, type RequestSubmitted } from '../../machines/domain/request-events.ts';
import { requestStream, subscriptionStream } from '../../machines/domain/streams.ts';
import type { EventLog } from '../eventlog/event-log.ts';

export function bookingFlowFor(log: EventLog, userId: string, newId: () => string = uuidv7) {
  return bookingMachine.provide({
    actors: {
      submitBooking: fromPromise<BookingReceipt, RequestSubmitted>(async ({ input }) => {
        const requestId = newId();
        const visit = { stream: subscriptionStream(userId), type: 'subscription.visitRecorded', data: { requestId } };
        const booking = { stream: requestStream(requestId), type: 'request.submitted', schema: bookingSchemaVersion, data: input };
        const result = await log.propose(input.kind === 'vip' ? [visit, booking] : [booking]);
        if (!result.accepted) throw { code: result.reason };
        return { requestId };
      }),
    },
  });
}
