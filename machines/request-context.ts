// What a request knows over its life (its machine's context, empty before the booking) and the
// events its stream takes, with what each carries.
import type { MachineEvent } from './domain/envelope.ts';
import type { Coordinates } from './domain/riyadh-bounds.ts';
import type { ServiceId } from './domain/constants.ts';
import type { ArrivalWindow } from './domain/arrival-window.ts';
import type { AutomaticRefund, ChargeRefunded, ChargeRefundFailed } from './domain/charge-refunds.ts';
import type {
  AppointedTechnician,
  RequestAppointmentConfirmed,
  RequestCancelled,
  RequestCompleted,
  RequestCompletedUnremarked,
  RequestDeclined,
  RequestKind,
  RequestNumbered,
  RequestOfferAccepted,
  RequestOfferMade,
  RequestOfferRejected,
  RequestPaid,
  RequestPhotoAttached,
  RequestReviewed,
  RequestSubmitted,
  RequestSubmittedWithDrawnNumber,
  RequestTechnicianArrived,
  RequestTechnicianOnTheWay,
  RequestVisitRescheduled,
  RequestVisitCancelled,
} from './domain/request-events.ts';

export interface Appointment extends ArrivalWindow {
  technician: AppointedTechnician;
}

export interface RequestContext {
  ownerId: string | null;
  kind: RequestKind | null;
  services: ServiceId[];
  note: string;
  address: string;
  coordinates: Coordinates | null;
  phone: string;
  preferredDate: string;
  preferredTime: string;
  photoId: string | null;
  /** A 3-digit number a browser drew (schema 1), else the server's, null until it comes. */
  orderNumber: number | null;
  submittedAt: string | null;
  /** The offer in force, in halalas; 0 is a visit included in the customer's plan. */
  priceHalalas: number | null;
  adminNote: string | null;
  offeredAt: string | null;
  /** When the customer accepted or rejected the offer in force. */
  answeredAt: string | null;
  paidAt: string | null;
  /** The payment the provider confirmed: what the receipt and the admin show. */
  payment: RequestPaid | null;
  /** The visit as last confirmed or moved; null until the admin confirms one. */
  appointment: Appointment | null;
  /** How often the customer moved the visit themselves. */
  customerMoves: number;
  /** When the technician set out, and the time they expected to arrive ('HH:MM', Riyadh). */
  onTheWay: { at: string; expectedAt: string } | null;
  arrivedAt: string | null;
  completedAt: string | null;
  /** What the technician noted and the photos they took; empty for a visit completed before they could. */
  completion: RequestCompleted;
  /** The customer's review of the visit, as last written, and when first written. */
  review: (RequestReviewed & { at: string; editedAt: string | null }) | null;
  cancelledAt: string | null;
  /** A paid or included visit given up: the fee kept, the refund due and the rules they follow. */
  cancellation: RequestVisitCancelled | null;
  declinedAt: string | null;
  /** Charges the server gave back (or failed to), one per payment, for the admin to see. */
  automaticRefunds: AutomaticRefund[];
}

export type RequestEvent =
  | MachineEvent<'request.submitted', RequestSubmitted | RequestSubmittedWithDrawnNumber>
  | MachineEvent<'request.numbered', RequestNumbered>
  | MachineEvent<'request.offerMade', RequestOfferMade>
  | MachineEvent<'request.declined', RequestDeclined>
  | MachineEvent<'request.offerAccepted', RequestOfferAccepted>
  | MachineEvent<'request.offerRejected', RequestOfferRejected>
  | MachineEvent<'request.cancelled', RequestCancelled>
  | MachineEvent<'request.visitCancelled', RequestVisitCancelled>
  | MachineEvent<'request.paid', RequestPaid>
  | MachineEvent<'request.completed', RequestCompleted | RequestCompletedUnremarked>
  | MachineEvent<'request.appointmentConfirmed', RequestAppointmentConfirmed>
  | MachineEvent<'request.visitRescheduled', RequestVisitRescheduled>
  | MachineEvent<'request.technicianOnTheWay', RequestTechnicianOnTheWay>
  | MachineEvent<'request.technicianArrived', RequestTechnicianArrived>
  | MachineEvent<'request.reviewed', RequestReviewed>
  | MachineEvent<'request.reviewEdited', RequestReviewed>
  | MachineEvent<'request.photoAttached', RequestPhotoAttached>
  | MachineEvent<'request.chargeRefunded', ChargeRefunded>
  | MachineEvent<'request.chargeRefundFailed', ChargeRefundFailed>;

/** What an event of this type carries. */
export type Payload<T extends RequestEvent['type']> = Extract<RequestEvent, { type: T }>['data'];

export const noRequest: RequestContext = {
  ownerId: null,
  kind: null,
  services: [],
  note: '',
  address: '',
  coordinates: null,
  phone: '',
  preferredDate: '',
  preferredTime: '',
  photoId: null,
  orderNumber: null,
  submittedAt: null,
  priceHalalas: null,
  adminNote: null,
  offeredAt: null,
  answeredAt: null,
  paidAt: null,
  payment: null,
  appointment: null,
  customerMoves: 0,
  onTheWay: null,
  arrivedAt: null,
  completedAt: null,
  completion: { note: '', photoIds: [] },
  review: null,
  cancelledAt: null,
  cancellation: null,
  declinedAt: null,
  automaticRefunds: [],
};
