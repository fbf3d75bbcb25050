import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { bookingDraft, type bookingMachine } from '../../machines/booking.machine.ts';
import { forgetBookingDraft, loadBookingDraft, saveBookingDraft, type DraftOwner } from './booking-drafts.ts';

/**
 * Keeps the booking form's draft in step with the form: restored when the form opens, saved
 * as it changes, forgotten once the booking is submitted. Nothing is saved before the old
 * draft is read, so opening the form never overwrites it with an empty one.
 */
export function useBookingDraft(booking: ActorRefFrom<typeof bookingMachine>, { userId, form }: DraftOwner) {
  useEffect(() => {
    const owner = { userId, form };
    let restored = false;
    let lastSaved = '';
    void loadBookingDraft(owner)
      .catch(() => null)
      .then((draft) => {
        if (draft && booking.getSnapshot().matches('editing')) booking.send({ type: 'restoreDraft', draft });
        restored = true;
        lastSaved = JSON.stringify(bookingDraft(booking.getSnapshot()));
      });
    const subscription = booking.subscribe((snapshot) => {
      if (!restored) return;
      if (snapshot.matches('submitted')) {
        void forgetBookingDraft(owner);
        return;
      }
      const draft = bookingDraft(snapshot);
      const text = JSON.stringify(draft);
      if (text === lastSaved) return;
      lastSaved = text;
      void saveBookingDraft(owner, draft);
    });
    return () => subscription.unsubscribe();
  }, [booking, userId, form]);
}
