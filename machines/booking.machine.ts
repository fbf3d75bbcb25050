// The customer's booking form: for one service, or (a VIP booking) for up to 2 VIP services
// picked on the form; fill in the visit, see at once a day or time the booking rules refuse,
// submit, then see the request made or why it was refused.
import { and, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { limits, type ServiceId } from './domain/constants.ts';
import type { Coordinates } from './domain/riyadh-bounds.ts';
import { normaliseSaudiMobile } from './domain/phone-number.ts';
import { insideRiyadh, type WorkingHours } from './domain/booking-rules.ts';
import type { RequestKind, RequestSubmitted } from './domain/request-events.ts';
import {
  bookingFields,
  fieldProblem,
  ruleProblems,
  withProblem,
  type BookingField,
  type BookingProblem,
  type BookingProblems,
} from './booking-fields.ts';

export interface BookingInput {
  kind: RequestKind;
  /** The service of a general booking; none yet for a VIP booking, whose customer picks them. */
  services: ServiceId[];
  /** The instant the form opened: "not before today" is Riyadh's today at this instant. */
  now: string;
  workingHours: WorkingHours;
  /** The customer's mobile, offered as the contact number; may be ''. */
  defaultPhone: string;
}

/** What the app's `submitBooking` records: the request, and a photo to send once the network returns. */
export interface BookingSubmission {
  request: RequestSubmitted;
  photoForLater: Blob | null;
}

/** What the app's `submitBooking` answers once the request is recorded. */
export interface BookingReceipt {
  requestId: string;
}

export interface BookingContext {
  kind: RequestKind;
  services: ServiceId[];
  /** A third VIP service was asked for: the spec's maxServicesWarning, until the choice changes. */
  tooManyServices: boolean;
  now: string;
  workingHours: WorkingHours;
  fields: Record<BookingField, string>;
  coordinates: Coordinates | null;
  photoId: string | null;
  /** A photo chosen while its upload could not reach the server: it follows the booking. */
  photoForLater: Blob | null;
  problems: BookingProblems;
  /** Why the last submission was refused: the server's reason code, or 'networkError'. */
  refusal: string | null;
  submitted: RequestSubmitted | null;
  requestId: string | null;
}

/** What the customer had entered, kept on their device until the booking is sent. */
export interface BookingDraft {
  services: ServiceId[];
  fields: Record<BookingField, string>;
  coordinates: Coordinates | null;
  photoId: string | null;
}

export type BookingEvent =
  | { type: 'restoreDraft'; draft: BookingDraft }
  | { type: 'edit'; field: BookingField; value: string }
  | { type: 'toggleService'; serviceId: ServiceId }
  | { type: 'pickLocation'; coordinates: Coordinates }
  | { type: 'clearLocation' }
  | { type: 'attachPhoto'; photoId: string }
  | { type: 'keepPhotoForLater'; photo: Blob }
  | { type: 'removePhoto' }
  | { type: 'submit' }
  | { type: 'retry' };

export const isComplete = (context: BookingContext) =>
  context.services.length > 0 && bookingFields.every((field) => context.fields[field].trim() !== '');

/** The request the booking proposes, from fields that passed every check. */
export function bookingPayload(context: BookingContext): RequestSubmitted {
  return {
    kind: context.kind,
    services: [...context.services],
    note: context.fields.note.trim(),
    address: context.fields.address.trim(),
    coordinates: context.coordinates,
    phone: normaliseSaudiMobile(context.fields.phone) ?? context.fields.phone,
    preferredDate: context.fields.preferredDate,
    preferredTime: context.fields.preferredTime,
    workingHours: { ...context.workingHours },
    photoId: context.photoId,
  };
}

function refusalCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'networkError';
}

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: {
    submitBooking: fromPromise<BookingReceipt, BookingSubmission>(async () => {
      throw new Error('provide me: the app records the request');
    }),
  },
  guards: {
    complete: ({ context }) => isComplete(context),
    vipBooking: ({ context }) => context.kind === 'vip',
    serviceChosen: ({ context, event }) =>
      context.services.includes((event as Extract<BookingEvent, { type: 'toggleService' }>).serviceId),
    belowMaxServices: ({ context }) => context.services.length < limits.maxServicesPerVipBooking,
    noFieldProblems: ({ context }) =>
      bookingFields.every((field) => fieldProblem(field, context) === null) && insideRiyadh(context.coordinates),
    insideRiyadh: ({ event }) =>
      insideRiyadh((event as Extract<BookingEvent, { type: 'pickLocation' }>).coordinates),
  },
  actions: {
    // A rule the value breaks shows at once; a missing or malformed value only once the
    // customer has tried to submit, and from then on the field is rechecked as it changes.
    dropService: assign(({ context, event }) => ({
      services: context.services.filter((service) => service !== (event as Extract<BookingEvent, { type: 'toggleService' }>).serviceId),
      tooManyServices: false,
    })),
    addService: assign(({ context, event }) => ({
      services: [...context.services, (event as Extract<BookingEvent, { type: 'toggleService' }>).serviceId],
      tooManyServices: false,
    })),
    warnTooManyServices: assign({ tooManyServices: true }),
    recordEdit: assign(({ context, event }) => {
      const { field, value } = event as Extract<BookingEvent, { type: 'edit' }>;
      const edited = { ...context, fields: { ...context.fields, [field]: value } };
      const problem = fieldProblem(field, edited);
      const shown = field in context.problems || (problem !== null && ruleProblems.has(problem));
      const problems = withProblem(context.problems, field, shown ? problem : null);
      // Whether a time has passed depends on the date: a new date judges the time shown again.
      if (field !== 'preferredDate' || !('preferredTime' in problems)) return { fields: edited.fields, problems };
      return { fields: edited.fields, problems: withProblem(problems, 'preferredTime', fieldProblem('preferredTime', edited)) };
    }),
    keepLocation: assign(({ context, event }) => ({
      coordinates: { ...(event as Extract<BookingEvent, { type: 'pickLocation' }>).coordinates },
      problems: withProblem(context.problems, 'location', null),
    })),
    showOutsideRiyadh: assign(({ context }) => ({
      problems: withProblem(context.problems, 'location', 'insideRiyadh'),
    })),
    clearLocation: assign(({ context }) => ({
      coordinates: null,
      problems: withProblem(context.problems, 'location', null),
    })),
    // A draft is what was typed before: its rule problems show again, as when typed.
    restoreDraft: assign(({ context, event }) => {
      const { draft } = event as Extract<BookingEvent, { type: 'restoreDraft' }>;
      const restored = {
        ...context,
        services: context.kind === 'vip' ? [...draft.services] : context.services,
        fields: { ...draft.fields },
        coordinates: draft.coordinates,
        photoId: draft.photoId,
      };
      const problems = bookingFields.reduce((shown, field) => {
        const problem = fieldProblem(field, restored);
        return withProblem(shown, field, problem !== null && ruleProblems.has(problem) ? problem : null);
      }, {} as BookingProblems);
      return { services: restored.services, fields: restored.fields, coordinates: restored.coordinates, photoId: restored.photoId, problems };
    }),
    attachPhoto: assign({
      photoId: ({ event }) => (event as Extract<BookingEvent, { type: 'attachPhoto' }>).photoId,
      photoForLater: null,
    }),
    keepPhotoForLater: assign({
      photoId: null,
      photoForLater: ({ event }) => (event as Extract<BookingEvent, { type: 'keepPhotoForLater' }>).photo,
    }),
    removePhoto: assign({ photoId: null, photoForLater: null }),
    showEveryProblem: assign(({ context }) => ({
      problems: bookingFields.reduce(
        (problems, field) => withProblem(problems, field, fieldProblem(field, context)),
        context.problems,
      ),
    })),
    clearProblems: assign({ problems: {} }),
    recordSubmission: assign(({ context, event }) => ({
      submitted: bookingPayload(context),
      requestId: (event as unknown as { output: BookingReceipt }).output.requestId,
    })),
    recordRefusal: assign({ refusal: ({ event }) => refusalCode((event as { error?: unknown }).error) }),
    clearRefusal: assign({ refusal: null }),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    kind: input.kind,
    services: [...input.services],
    tooManyServices: false,
    now: input.now,
    workingHours: input.workingHours,
    fields: { note: '', phone: input.defaultPhone, address: '', preferredDate: '', preferredTime: '' },
    coordinates: null,
    photoId: null,
    photoForLater: null,
    problems: {},
    refusal: null,
    submitted: null,
    requestId: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        restoreDraft: { actions: 'restoreDraft' },
        edit: { actions: 'recordEdit' },
        toggleService: [
          { guard: not('vipBooking') },
          { guard: 'serviceChosen', actions: 'dropService' },
          { guard: 'belowMaxServices', actions: 'addService' },
          { actions: 'warnTooManyServices' },
        ],
        pickLocation: [{ guard: 'insideRiyadh', actions: 'keepLocation' }, { actions: 'showOutsideRiyadh' }],
        clearLocation: { actions: 'clearLocation' },
        attachPhoto: { actions: 'attachPhoto' },
        keepPhotoForLater: { actions: 'keepPhotoForLater' },
        removePhoto: { actions: 'removePhoto' },
        submit: [
          { guard: and(['complete', 'noFieldProblems']), target: 'submitting', actions: 'clearProblems' },
          { actions: 'showEveryProblem' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submitBooking',
        input: ({ context }) => ({ request: bookingPayload(context), photoForLater: context.photoForLater }),
        onDone: { target: 'submitted', actions: 'recordSubmission' },
        onError: { target: 'refused', actions: 'recordRefusal' },
      },
    },
    refused: {
      on: { retry: { target: 'editing', actions: 'clearRefusal' } },
    },
    submitted: { type: 'final' },
  },
});

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The submit button is enabled once every required field holds something. */
export const submitEnabled = (snapshot: BookingSnapshot) => snapshot.matches('editing') && isComplete(snapshot.context);
export const isSubmitting = (snapshot: BookingSnapshot) => snapshot.matches('submitting');
/** What to keep of the form on the device while it is being filled in. */
export const bookingDraft = ({ context }: BookingSnapshot): BookingDraft => ({
  services: [...context.services],
  fields: { ...context.fields },
  coordinates: context.coordinates,
  photoId: context.photoId,
});
