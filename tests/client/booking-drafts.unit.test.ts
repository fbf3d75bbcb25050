import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingDraft, bookingMachine, type BookingDraft } from '../../machines/booking.machine.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import {
  forgetBookingDraft,
  forgetEveryBookingDraft,
  loadBookingDraft,
  saveBookingDraft,
} from '../../src/app/booking-drafts.ts';

// The booking form's draft: kept per customer and service on this device until sent or logout.
const draft: BookingDraft = {
  services: ['plumbing'],
  fields: { note: 'A leak under the basin', phone: '0512345678', address: 'King Fahd Road', preferredDate: '2026-11-27', preferredTime: '11:00' },
  coordinates: null,
  photoId: null,
};
const sara = { userId: '1001', form: 'plumbing' };

describe('the booking drafts on this device', () => {
  it('gives back the draft saved for the same customer and service, and nothing to anyone else', async () => {
    await saveBookingDraft(sara, draft);
    expect(await loadBookingDraft(sara)).toEqual(draft);
    expect(await loadBookingDraft({ ...sara, form: 'electrical' })).toBeNull();
    expect(await loadBookingDraft({ ...sara, userId: '1002' })).toBeNull();
  });

  it('forgets one draft once its booking is sent, and every draft at logout', async () => {
    await saveBookingDraft(sara, draft);
    await saveBookingDraft({ ...sara, form: 'vip' }, draft);
    await forgetBookingDraft(sara);
    expect(await loadBookingDraft(sara)).toBeNull();
    expect(await loadBookingDraft({ ...sara, form: 'vip' })).toEqual(draft);
    await forgetEveryBookingDraft();
    expect(await loadBookingDraft({ ...sara, form: 'vip' })).toBeNull();
  });
});

describe('a booking form given its draft back', () => {
  it('shows what was typed, and a booking rule the restored date breaks at once', () => {
    const booking = createActor(bookingMachine, {
      input: {
        kind: 'general',
        services: ['plumbing'],
        now: '2026-11-25T06:00:00.000Z',
        workingHours: defaultSettings.workingHours,
        defaultPhone: '',
      },
    }).start();
    // 2026-11-27 is a Friday in Riyadh.
    booking.send({ type: 'restoreDraft', draft });
    expect(bookingDraft(booking.getSnapshot())).toEqual(draft);
    expect(booking.getSnapshot().context.problems).toEqual({ preferredDate: 'noFridayService' });
  });
});
