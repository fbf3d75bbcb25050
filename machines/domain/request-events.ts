import { z } from 'zod';
import { limits, serviceIds, vipServiceIds } from './constants.ts';
import { isValidIsoDate } from './riyadh-calendar.ts';
import { clockTime, lineText, multilineText, saudiMobile } from './text-fields.ts';
import type { EventDefinition } from './event-catalog.ts';
import { confirmedPayment, confirmedPaymentUnstamped, type ConfirmedPayment } from './confirmed-payment.ts';
import { chargeRefunded, chargeRefundedUncredited, chargeRefundFailed } from './charge-refund-events.ts';
import { settingsVisitRulesChanged } from './settings-events.ts';

// Events of a `request-{requestId}` stream: a customer's booking and the order number the
// server gives it, the admin's offer and answer, the customer's answer, the payment the server confirms, and the visit done;
// a charge the request could no longer take, refunded by the server (or not, for the admin to see).
export const requestKinds = ['general', 'vip'] as const;

/** Each field of a booking, so the booking form checks what the log will accept. */
export const bookingNote = multilineText({ min: 1, max: 1000 });
export const bookingAddress = lineText({ min: 3, max: 300 });
export const bookingDate = z.string().refine(isValidIsoDate, 'invalidDate');
export const bookingTime = clockTime;
export const bookingCoordinates = z
  .strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .nullable();
export const uploadId = z.string().regex(/^[0-9a-f-]{36}$/);
export const workingHours = z.strictObject({ opens: clockTime, closes: clockTime });

const bookingFields = {
  kind: z.enum(requestKinds),
  services: z.array(z.enum(serviceIds)).min(1).max(limits.maxServicesPerVipBooking),
  note: bookingNote,
  address: bookingAddress,
  coordinates: bookingCoordinates,
  phone: saudiMobile,
  preferredDate: bookingDate,
  preferredTime: bookingTime,
  // The hours the booking was checked against, so replay never depends on the settings stream.
  workingHours,
  photoId: uploadId.nullable(),
};

type Booking = z.infer<z.ZodObject<typeof bookingFields>>;

function withBookingRules<Schema extends z.ZodType<Booking>>(schema: Schema): Schema {
  return (
    schema
      // A general booking is for one service; a VIP booking for up to 2 different VIP services.
      .refine((booking) => booking.kind === 'vip' || booking.services.length === 1, 'oneServicePerBooking')
      .refine(
        (booking) =>
          booking.kind === 'general' ||
          (new Set(booking.services).size === booking.services.length &&
            booking.services.every((service) => (vipServiceIds as readonly string[]).includes(service))),
        'vipServicesOnly',
      )
  );
}

/** Schema 1, replayed only: the browser drew a 3-digit display number that was not unique. */
export const requestSubmittedWithDrawnNumber = withBookingRules(
  z.strictObject({ ...bookingFields, orderNumber: z.number().int().min(limits.drawnOrderNumberMin).max(limits.drawnOrderNumberMax) }),
);
/** Schema 2: the booking carries no number; the server appends `request.numbered` with it. */
export const requestSubmitted = withBookingRules(z.strictObject(bookingFields));
export const bookingSchemaVersion = 2;
/** The request's order number, allocated by the server: unique for the life of the company. */
export const requestNumbered = z.strictObject({ orderNumber: z.number().int().min(limits.firstOrderNumber).max(Number.MAX_SAFE_INTEGER) });
export const requestOfferMade = z.strictObject({
  priceHalalas: z.number().int().min(0).max(10_000_000),
  adminNote: multilineText({ max: 1000 }),
});
export const requestDeclined = z.strictObject({ adminNote: multilineText({ max: 1000 }) });
export const requestOfferAccepted = z.strictObject({});
export const requestOfferRejected = z.strictObject({});
export const requestCancelled = z.strictObject({});
export const requestPaid = confirmedPayment;
export const requestPaidUnstamped = confirmedPaymentUnstamped;
/**
 * The customer gives up a paid or included visit before it starts: the fee kept and the refund
 * they were shown, and the visit rules those were worked out by (the settings in force).
 */
export const requestVisitCancelled = z.strictObject({
  feeHalalas: z.number().int().min(0).max(10_000_000),
  refundHalalas: z.number().int().min(0).max(10_000_000),
  visitRules: settingsVisitRulesChanged,
});
/** Schema 1, replayed only: a visit marked done with nothing said of it. */
export const requestCompletedUnremarked = z.strictObject({});
/** Schema 2: what was done, and up to 3 photos of it. */
export const completionSchemaVersion = 2;
export const requestCompleted = z.strictObject({
  note: multilineText({ max: 1000 }),
  photoIds: z.array(uploadId).max(limits.maxCompletionPhotos).refine((ids) => new Set(ids).size === ids.length, 'eachPhotoOnce'),
});
/** The technician who comes, as the customer reads them: their names when the visit was confirmed. */
export const appointedTechnician = z.strictObject({
  id: z.string().regex(/^[0-9a-z-]{6,40}$/),
  name: z.strictObject({ en: lineText({ min: 2, max: 100 }), ar: lineText({ min: 2, max: 100 }) }),
});
/** The admin confirms (or moves) the visit: a day, an arrival window and a technician. */
export const requestAppointmentConfirmed = z.strictObject({
  date: bookingDate,
  from: clockTime,
  to: clockTime,
  technician: appointedTechnician,
  // The hours the window was checked against, so replay never depends on the settings stream.
  workingHours,
});
/** The customer moves their confirmed visit to another window; the technician stays. */
export const requestVisitRescheduled = z.strictObject({
  date: bookingDate,
  from: clockTime,
  to: clockTime,
  // The hours the window was checked against, so replay never depends on the settings stream.
  workingHours,
});
export const requestTechnicianOnTheWay = z.strictObject({ expectedAt: clockTime });
export const requestTechnicianArrived = z.strictObject({});
/** The customer's review of a completed visit: 1 to 5 stars and a comment; written once, then edited. */
export const requestReviewed = z.strictObject({
  stars: z.number().int().min(1).max(5),
  comment: multilineText({ max: 1000 }),
});
// A photo sent after its booking: chosen while offline, uploaded once the network returned.
export const requestPhotoAttached = z.strictObject({ photoId: uploadId });

export const requestEventSchemas = {
  'request.submitted': { stream: 'request', schemas: { 1: requestSubmittedWithDrawnNumber, [bookingSchemaVersion]: requestSubmitted } },
  'request.numbered': { stream: 'request', schemas: { 1: requestNumbered } },
  'request.offerMade': { stream: 'request', schemas: { 1: requestOfferMade } },
  'request.declined': { stream: 'request', schemas: { 1: requestDeclined } },
  'request.offerAccepted': { stream: 'request', schemas: { 1: requestOfferAccepted } },
  'request.offerRejected': { stream: 'request', schemas: { 1: requestOfferRejected } },
  'request.cancelled': { stream: 'request', schemas: { 1: requestCancelled } },
  'request.paid': { stream: 'request', schemas: { 1: requestPaidUnstamped, 2: requestPaid } },
  'request.visitCancelled': { stream: 'request', schemas: { 1: requestVisitCancelled } },
  'request.completed': { stream: 'request', schemas: { 1: requestCompletedUnremarked, [completionSchemaVersion]: requestCompleted } },
  'request.appointmentConfirmed': { stream: 'request', schemas: { 1: requestAppointmentConfirmed } },
  'request.visitRescheduled': { stream: 'request', schemas: { 1: requestVisitRescheduled } },
  'request.technicianOnTheWay': { stream: 'request', schemas: { 1: requestTechnicianOnTheWay } },
  'request.technicianArrived': { stream: 'request', schemas: { 1: requestTechnicianArrived } },
  'request.reviewed': { stream: 'request', schemas: { 1: requestReviewed } },
  'request.reviewEdited': { stream: 'request', schemas: { 1: requestReviewed } },
  'request.photoAttached': { stream: 'request', schemas: { 1: requestPhotoAttached } },
  'request.chargeRefunded': { stream: 'request', schemas: { 1: chargeRefundedUncredited, 2: chargeRefunded } },
  'request.chargeRefundFailed': { stream: 'request', schemas: { 1: chargeRefundFailed } },
} satisfies Record<string, EventDefinition>;

export type RequestKind = (typeof requestKinds)[number];
export type RequestSubmitted = z.infer<typeof requestSubmitted>;
export type RequestSubmittedWithDrawnNumber = z.infer<typeof requestSubmittedWithDrawnNumber>;
export type RequestNumbered = z.infer<typeof requestNumbered>;
export type RequestOfferMade = z.infer<typeof requestOfferMade>;
export type RequestDeclined = z.infer<typeof requestDeclined>;
export type RequestOfferAccepted = z.infer<typeof requestOfferAccepted>;
export type RequestOfferRejected = z.infer<typeof requestOfferRejected>;
export type RequestCancelled = z.infer<typeof requestCancelled>;
export type RequestPaid = ConfirmedPayment;
export type RequestVisitCancelled = z.infer<typeof requestVisitCancelled>;
export type RequestCompletedUnremarked = z.infer<typeof requestCompletedUnremarked>;
export type RequestCompleted = z.infer<typeof requestCompleted>;
export type AppointedTechnician = z.infer<typeof appointedTechnician>;
export type RequestAppointmentConfirmed = z.infer<typeof requestAppointmentConfirmed>;
export type RequestVisitRescheduled = z.infer<typeof requestVisitRescheduled>;
export type RequestTechnicianOnTheWay = z.infer<typeof requestTechnicianOnTheWay>;
export type RequestTechnicianArrived = z.infer<typeof requestTechnicianArrived>;
export type RequestReviewed = z.infer<typeof requestReviewed>;
export type RequestPhotoAttached = z.infer<typeof requestPhotoAttached>;
