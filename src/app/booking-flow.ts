// The booking form's machine with the app's part plugged in: submitting proposes
// `request.submitted` on a new `request-{uuidv7}` stream through the customer's log, so a
// booking made offline waits in the queue and is sent once the connection returns.
import { v7 as uuidv7 } from 'uuid';
import { fromPromise } from 'xstate';
import { bookingMachine, type BookingReceipt } from '../../machines/booking.machine.ts';
import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import type { EventLog } from '../eventlog/event-log.ts';

export function bookingFlowFor(log: EventLog, newId: () => string = uuidv7) {
  return bookingMachine.provide({
    actors: {
      submitBooking: fromPromise<BookingReceipt, RequestSubmitted>(async ({ input }) => {
        const requestId = newId();
        const result = await log.propose([{ stream: `request-${requestId}`, type: 'request.submitted', data: input }]);
        if (!result.accepted) throw { code: result.reason };
        return { requestId };
      }),
    },
  });
}
