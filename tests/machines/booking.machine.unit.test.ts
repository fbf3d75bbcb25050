import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  bookingMachine,
  isSubmitting,
  submitEnabled,
  type BookingEvent,
  type BookingInput,
  type BookingReceipt,
  type BookingSubmission,
} from '../../machines/booking.machine.ts';
import type { RequestSubmitted } from '../../machines/domain/request-events.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { decide, replay } from '../../machines/stream-decision.ts';
import { anEvent } from './given-events.ts';

// The form runs as the app runs it, with a stand-in for the app's `submitBooking`: a promise
// the test decides, recording every payload it is given.
const sundayNoonInRiyadh = '2026-11-22T09:00:00.000Z';
const input: BookingInput = {
  kind: 'general',
  services: ['plumbing'],
  now: sundayNoonInRiyadh,
  workingHours: { opens: '08:00', closes: '22:00' },
  defaultPhone: '+966512345678',
};
const tuesdayVisit: BookingEvent[] = [
  { type: 'edit', field: 'note', value: '  The kitchen sink leaks\n' },
  { type: 'edit', field: 'address', value: ' Al Olaya, King Fahd Road ' },
  { type: 'edit', field: 'preferredDate', value: '2026-11-24' },
  { type: 'edit', field: 'preferredTime', value: '10:30' },
];

function startBooking(
  submitBooking: (payload: RequestSubmitted) => Promise<BookingReceipt> = async () => ({ requestId: 'r-1' }),
  given: Partial<BookingInput> = {},
) {
  const payloads: RequestSubmitted[] = [];
  const photosForLater: (Blob | null)[] = [];
  const actor = createActor(
    bookingMachine.provide({
      actors: {
        submitBooking: fromPromise<BookingReceipt, BookingSubmission>(({ input: submission }) => {
          payloads.push(submission.request);
          photosForLater.push(submission.photoForLater);
          return submitBooking(submission.request);
        }),
      },
    }),
    { input: { ...input, ...given } },
  );
  actor.start();
  const send = (...events: BookingEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, payloads, photosForLater, send };
}

const edit = (field: Extract<BookingEvent, { type: 'edit' }>['field'], value: string): BookingEvent => ({
  type: 'edit',
  field,
  value,
});

describe('filling in the booking', () => {
  it('starts with the customer\'s mobile as the contact number and submit disabled', () => {
    const { actor } = startBooking();
    expect(actor.getSnapshot().context.fields.phone).toBe('+966512345678');
    expect(submitEnabled(actor.getSnapshot())).toBe(false);
  });

  it('keeps submit disabled while a required field is blank, even if only spaces', () => {
    const { actor, send } = startBooking();
    send(...tuesdayVisit, edit('address', '   '));
    expect(submitEnabled(actor.getSnapshot())).toBe(false);
    send(edit('address', 'Al Olaya'));
    expect(submitEnabled(actor.getSnapshot())).toBe(true);
  });

  it('does not submit an incomplete booking, and shows what is missing', () => {
    const { actor, payloads, send } = startBooking();
    send(edit('note', 'Leak'), { type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({
      address: 'required',
      preferredDate: 'required',
      preferredTime: 'required',
    });
    expect(payloads).toEqual([]);
  });

  it('does not call a blank field missing before the customer tries to submit', () => {
    const { actor, send } = startBooking();
    send(edit('note', 'Leak'), edit('note', ''));
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('refuses a Friday with noFridayService as soon as it is picked', () => {
    const { actor, send } = startBooking();
    send(edit('preferredDate', '2026-11-27'));
    expect(actor.getSnapshot().context.problems.preferredDate).toBe('noFridayService');
  });

  it('refuses a date before Riyadh\'s today with notBeforeToday, while the browser\'s UTC date is still that day', () => {
    const { actor, send } = startBooking(undefined, { now: '2026-11-23T21:30:00.000Z' });
    send(edit('preferredDate', '2026-11-23'));
    expect(actor.getSnapshot().context.problems.preferredDate).toBe('notBeforeToday');
  });

  it('refuses a time that has passed today in Riyadh with notInThePast as soon as it is picked', () => {
    const { actor, send } = startBooking(undefined, { now: '2026-11-22T11:41:00.000Z' });
    send(edit('preferredDate', '2026-11-22'));
    send(edit('preferredTime', '09:00'));
    expect(actor.getSnapshot().context.problems.preferredTime).toBe('notInThePast');
    send(edit('preferredTime', '15:00'));
    expect(actor.getSnapshot().context.problems.preferredTime).toBeUndefined();
  });

  it('judges a passed time again when the date moves: yesterday is the date’s problem, tomorrow clears the time', () => {
    const { actor, send } = startBooking(undefined, { now: '2026-11-22T11:41:00.000Z' });
    send(edit('preferredDate', '2026-11-22'));
    send(edit('preferredTime', '09:00'));
    expect(actor.getSnapshot().context.problems.preferredTime).toBe('notInThePast');
    send(edit('preferredDate', '2026-11-21'));
    expect(actor.getSnapshot().context.problems).toEqual({ preferredDate: 'notBeforeToday' });
    send(edit('preferredDate', '2026-11-23'));
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('refuses a time outside the working hours with withinWorkingHours', () => {
    const { actor, send } = startBooking();
    send(edit('preferredTime', '22:30'));
    expect(actor.getSnapshot().context.problems.preferredTime).toBe('withinWorkingHours');
  });

  it('clears a rule\'s problem once the field keeps the rule', () => {
    const { actor, send } = startBooking();
    send(edit('preferredDate', '2026-11-27'), edit('preferredDate', '2026-11-28'));
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('does not submit while a rule is broken, though every field is filled', () => {
    const { actor, payloads, send } = startBooking();
    send(...tuesdayVisit, edit('preferredDate', '2026-11-27'));
    expect(submitEnabled(actor.getSnapshot())).toBe(true);
    send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ preferredDate: 'noFridayService' });
    expect(payloads).toEqual([]);
  });

  it('shows an invalid mobile once the customer tries to submit, and rechecks it as it is corrected', () => {
    const { actor, send } = startBooking();
    send(...tuesdayVisit, edit('phone', '12345'));
    expect(actor.getSnapshot().context.problems).toEqual({});
    send({ type: 'submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ phone: 'invalidMobile' });
    send(edit('phone', '0512345678'));
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('refuses an address too short for the log to keep', () => {
    const { actor, send } = startBooking();
    send(...tuesdayVisit, edit('address', 'ab'), { type: 'submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ address: 'tooShort' });
  });
});

describe('the location and the photo', () => {
  it('keeps a location picked in Riyadh', () => {
    const { actor, send } = startBooking();
    send({ type: 'pickLocation', coordinates: { lat: 24.7136, lng: 46.6753 } });
    expect(actor.getSnapshot().context.coordinates).toEqual({ lat: 24.7136, lng: 46.6753 });
  });

  it('refuses a location outside Riyadh with insideRiyadh, without keeping it', () => {
    const { actor, send } = startBooking();
    send({ type: 'pickLocation', coordinates: { lat: 24.7136, lng: 46.6753 } });
    send({ type: 'pickLocation', coordinates: { lat: 21.5433, lng: 39.1728 } });
    expect(actor.getSnapshot().context.problems.location).toBe('insideRiyadh');
    expect(actor.getSnapshot().context.coordinates).toEqual({ lat: 24.7136, lng: 46.6753 });
  });

  it('clears the location and its problem', () => {
    const { actor, send } = startBooking();
    send({ type: 'pickLocation', coordinates: { lat: 24.7136, lng: 46.6753 } });
    send({ type: 'pickLocation', coordinates: { lat: 21.5433, lng: 39.1728 } });
    send({ type: 'clearLocation' });
    expect(actor.getSnapshot().context.coordinates).toBeNull();
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('attaches and removes a photo', () => {
    const { actor, send } = startBooking();
    send({ type: 'attachPhoto', photoId: '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1' });
    expect(actor.getSnapshot().context.photoId).toBe('0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1');
    send({ type: 'removePhoto' });
    expect(actor.getSnapshot().context.photoId).toBeNull();
  });

  it('given a photo whose upload could not reach the server, when another is uploaded, then only the uploaded one is kept', () => {
    const { actor, send } = startBooking();
    send({ type: 'keepPhotoForLater', photo: new Blob(['jpeg']) });
    send({ type: 'attachPhoto', photoId: '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1' });
    expect(actor.getSnapshot().context).toMatchObject({ photoId: '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1', photoForLater: null });
  });
});

describe('a photo chosen offline', () => {
  it('given a photo kept for later, when the booking is submitted, then it goes with the submission and the request names no photo yet', async () => {
    const { actor, payloads, photosForLater, send } = startBooking();
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    send(...tuesdayVisit, { type: 'keepPhotoForLater', photo }, { type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(payloads[0]!.photoId).toBeNull();
    expect(photosForLater).toEqual([photo]);
  });

  it('given a photo kept for later, when it is removed, then the booking goes without it', async () => {
    const { actor, photosForLater, send } = startBooking();
    send(...tuesdayVisit, { type: 'keepPhotoForLater', photo: new Blob(['jpeg']) }, { type: 'removePhoto' }, { type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(photosForLater).toEqual([null]);
  });
});

describe('submitting', () => {
  it('builds the exact request.submitted payload and records the request', async () => {
    const { actor, payloads, send } = startBooking(async () => ({ requestId: '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1' }));
    send(
      ...tuesdayVisit,
      edit('phone', '٠٥١٢٣٤٥٦٧٨'),
      { type: 'pickLocation', coordinates: { lat: 24.7136, lng: 46.6753 } },
      { type: 'attachPhoto', photoId: '0193a7c2-5e1f-7b3d-9a4e-00000000beef' },
      { type: 'submit' },
    );
    const expected: RequestSubmitted = {
      kind: 'general',
      services: ['plumbing'],
      note: 'The kitchen sink leaks',
      address: 'Al Olaya, King Fahd Road',
      coordinates: { lat: 24.7136, lng: 46.6753 },
      phone: '+966512345678',
      preferredDate: '2026-11-24',
      preferredTime: '10:30',
      workingHours: { opens: '08:00', closes: '22:00' },
      photoId: '0193a7c2-5e1f-7b3d-9a4e-00000000beef',
    };
    const done = await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(payloads).toEqual([expected]);
    expect(done.context.submitted).toEqual(expected);
    expect(done.context.requestId).toBe('0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1');
  });

  it('normalises a phone typed with Arabic-Indic digits and spaces to +9665XXXXXXXX', async () => {
    const { actor, send } = startBooking(undefined, { defaultPhone: '' });
    send(...tuesdayVisit, edit('phone', '٠٥٥ ١٢٣ ٤٥٦٧'), { type: 'submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(done.context.submitted?.phone).toBe('+966551234567');
  });

  it('proposes what the request stream accepts', async () => {
    const { actor, send } = startBooking();
    send(...tuesdayVisit, { type: 'submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    const decision = decide(replay(requestMachine, []), anEvent('request.submitted', done.context.submitted, { at: sundayNoonInRiyadh }));
    expect(decision.accepted).toBe(true);
  });

  it('sends nothing more while the submission is on its way', () => {
    const { actor, payloads, send } = startBooking(() => new Promise<never>(() => {}));
    send(...tuesdayVisit, { type: 'submit' });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(submitEnabled(actor.getSnapshot())).toBe(false);
    send({ type: 'submit' }, edit('note', 'changed'));
    expect(payloads).toHaveLength(1);
    expect(actor.getSnapshot().context.fields.note).toBe('  The kitchen sink leaks\n');
  });

  it('shows the server\'s reason code when it refuses, and returns to editing with the values kept on retry', async () => {
    const { actor, send } = startBooking(() => Promise.reject(Object.assign(new Error('refused'), { code: 'notBeforeToday' })));
    send(...tuesdayVisit, { type: 'submit' });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(refused.context.refusal).toBe('notBeforeToday');
    send({ type: 'retry' });
    const editing = actor.getSnapshot();
    expect(editing.value).toBe('editing');
    expect(editing.context.refusal).toBeNull();
    expect(editing.context.fields).toMatchObject({ note: '  The kitchen sink leaks\n', preferredDate: '2026-11-24', preferredTime: '10:30' });
  });

  it('calls a failure without a code a network error', async () => {
    const { actor, send } = startBooking(() => Promise.reject(new TypeError('Failed to fetch')));
    send(...tuesdayVisit, { type: 'submit' });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(refused.context.refusal).toBe('networkError');
  });
});

describe('a VIP booking', () => {
  const vip: Partial<BookingInput> = { kind: 'vip', services: [] };
  const toggle = (serviceId: 'plumbing' | 'electrical' | 'painting'): BookingEvent => ({ type: 'toggleService', serviceId });

  it('cannot be submitted before a service is chosen', () => {
    const { actor, send } = startBooking(undefined, vip);
    send(...tuesdayVisit);
    expect(submitEnabled(actor.getSnapshot())).toBe(false);
    send(toggle('plumbing'));
    expect(submitEnabled(actor.getSnapshot())).toBe(true);
  });

  it('takes 2 services; a third stays unchosen and warns (maxServicesWarning) until the choice changes', () => {
    const { actor, send } = startBooking(undefined, vip);
    send(toggle('plumbing'), toggle('electrical'), toggle('painting'));
    expect(actor.getSnapshot().context).toMatchObject({ services: ['plumbing', 'electrical'], tooManyServices: true });
    send(toggle('plumbing'));
    expect(actor.getSnapshot().context).toMatchObject({ services: ['electrical'], tooManyServices: false });
  });

  it('proposes a vip request of the chosen services', async () => {
    const { actor, payloads, send } = startBooking(undefined, vip);
    send(toggle('painting'), toggle('plumbing'), ...tuesdayVisit, { type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(payloads[0]).toMatchObject({ kind: 'vip', services: ['painting', 'plumbing'] });
  });

  it('leaves a general booking’s one service as it is', () => {
    const { actor, send } = startBooking();
    send(toggle('painting'));
    expect(actor.getSnapshot().context.services).toEqual(['plumbing']);
  });
});
