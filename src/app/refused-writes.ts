// What the customer does with a write the server refused (docs/decisions.md 36): take a refused
// booking back into the booking form (its time to choose again when the time was the reason),
// send a refused message again, or say they have seen it. Each ends the refused write's keeping.
import type { BookingDraft } from '../../machines/booking.machine.ts';
import type { EventLog } from '../eventlog/event-log.ts';
import { sendChatMessage } from './chat-threads.ts';
import type { RefusedBooking, RefusedMessage } from './unsent-writes.ts';

/** The booking form the refused booking was made on: its service's, or the VIP area's. */
export const bookingFormOf = ({ booking }: RefusedBooking): string => (booking.kind === 'vip' ? 'vip' : booking.services[0]!);

/** The refused booking as the form's draft, so nothing typed is lost; its form opens with it. */
export async function takeBackToForm(log: EventLog, userId: string, refused: RefusedBooking): Promise<void> {
  const { booking } = refused;
  const draft: BookingDraft = {
    services: [...booking.services],
    fields: {
      note: booking.note,
      phone: booking.phone,
      address: booking.address,
      preferredDate: booking.preferredDate,
      preferredTime: refused.next === 'chooseAnotherTime' ? '' : booking.preferredTime,
    },
    coordinates: booking.coordinates,
    photoId: booking.photoId,
  };
  // Imported here: the drafts' storage (localforage) stays out of the first screen's code,
  // which shows refused writes (src/features/unsent/).
  const { saveBookingDraft } = await import('./booking-drafts.ts');
  await saveBookingDraft({ userId, form: bookingFormOf(refused) }, draft);
  await log.forgetRefused(refused.batch);
}

export async function sendAgain(log: EventLog, refused: RefusedMessage): Promise<void> {
  const result = await sendChatMessage(log, refused.stream, refused.text);
  if (result.accepted) await log.forgetRefused(refused.batch);
}

export const markSeen = (log: EventLog, batch: string): Promise<void> => log.forgetRefused(batch);
