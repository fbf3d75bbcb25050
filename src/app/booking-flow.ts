// The booking form's machine with the app's part plugged in: submitting proposes
// `request.submitted` on a new `request-{uuidv7}` stream through the customer's log, so a
// booking made offline waits in the queue and is sent once the connection returns. A VIP
// booking records its visit on the customer's subscription in the same batch: both or neither.
// A photo whose upload could not reach the server waits in the customer's photo outbox and
// follows the request once the network returns.
import { v7 as uuidv7 } from 'uuid';
import { fromPromise } from 'xstate';
import { bookingMachine, type BookingReceipt, type BookingSubmission } from '../../machines/booking.machine.ts';
import { bookingSchemaVersion } from '../../machines/domain/request-events.ts';
import { requestStream, subscriptionStream } from '../../machines/domain/streams.ts';
import type { EventLog } from '../eventlog/event-log.ts';
import type { SessionPhotos } from './session-photos.ts';

type PhotoKeeper = Pick<SessionPhotos, 'keep'>;

export function bookingFlowFor(log: EventLog, userId: string, photos: PhotoKeeper, newId: () => string = uuidv7) {
  return bookingMachine.provide({
    actors: {
      submitBooking: fromPromise<BookingReceipt, BookingSubmission>(async ({ input: { request, photoForLater } }) => {
        const requestId = newId();
        const visit = { stream: subscriptionStream(userId), type: 'subscription.visitRecorded', data: { requestId } };
        const booking = { stream: requestStream(requestId), type: 'request.submitted', schema: bookingSchemaVersion, data: request };
        const result = await log.propose(request.kind === 'vip' ? [visit, booking] : [booking]);
        if (!result.accepted) throw { code: result.reason };
        if (photoForLater) await photos.keep(requestId, photoForLater);
        return { requestId };
      }),
    },
  });
}
