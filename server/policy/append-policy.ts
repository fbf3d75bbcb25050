import type { Actor } from '../../machines/domain/envelope.ts';
import type { Stream } from '../../machines/domain/streams.ts';
import type { Audience } from '../store/event-store.ts';

// Who may append which event type. 'owner' is the customer whose stream it is; 'server' is
// the server acting on its own account (registration, sign-in, payment confirmation, the
// chat reactors), never a browser's proposal. A type with no row is appended by nobody.
type Appender = 'owner' | 'admin' | 'server';

/** Where an event comes from: a browser's proposal, or the server's own path. */
export type Origin = 'proposal' | 'server';

const appendedBy: Record<string, readonly Appender[]> = {
  'user.registered': ['server'],
  'user.loggedIn': ['server'],
  'user.createdByAdmin': ['admin'],
  'user.profileUpdated': ['owner', 'admin'],
  'user.suspended': ['admin'],
  'user.reinstated': ['admin'],
  // The server records the language a customer registers in; afterwards the customer does.
  'user.languageChosen': ['owner', 'server'],
  'user.notificationChannelsChosen': ['owner'],
  'user.notificationsSeen': ['owner'],
  // The server records the notice accepted at registration; a newer one the customer accepts themselves.
  'user.privacyNoticeAccepted': ['owner', 'server'],
  // Only the export route records an export, on the customer's own account.
  'user.dataExported': ['server'],
  // Only the push route records a subscription, once it has checked the push service's address;
  // the customer turns push off, or the server forgets a subscription its push service says is gone.
  'user.pushSubscribed': ['server'],
  'user.pushUnsubscribed': ['owner', 'server'],
  'user.addressSaved': ['owner'],
  'user.addressEdited': ['owner'],
  'user.addressRemoved': ['owner'],
  // Asked with the customer's password and carried out at once by the server (server/privacy/account-erasure.ts).
  'user.deletionRequested': ['server'],
  'user.erased': ['server'],
  'request.submitted': ['owner'],
  'request.numbered': ['server'],
  'request.offerMade': ['admin'],
  'request.declined': ['admin'],
  'request.offerAccepted': ['owner'],
  'request.offerRejected': ['owner'],
  'request.cancelled': ['owner'],
  'request.visitCancelled': ['owner'],
  'request.paid': ['server'],
  'request.completed': ['admin'],
  'request.appointmentConfirmed': ['admin'],
  'request.visitRescheduled': ['owner'],
  'request.technicianOnTheWay': ['admin'],
  'request.technicianArrived': ['admin'],
  'request.reviewed': ['owner'],
  'request.reviewEdited': ['owner'],
  'request.photoAttached': ['owner'],
  'request.chargeRefunded': ['server'],
  'request.chargeRefundFailed': ['server'],
  'subscription.requested': ['owner'],
  'subscription.granted': ['admin', 'server'],
  'subscription.extended': ['admin'],
  'subscription.revoked': ['admin'],
  'subscription.visitRecorded': ['owner'],
  'subscription.visitRefunded': ['owner', 'admin'],
  'subscription.technicianDedicated': ['admin'],
  'subscription.chargeRefunded': ['server'],
  'subscription.chargeRefundFailed': ['server'],
  'chat.greeted': ['server'],
  'chat.messageSent': ['owner', 'admin'],
  'chat.autoReplied': ['server'],
  'chat.read': ['owner', 'admin'],
  'settings.plansUpdated': ['admin'],
  'settings.supportNumberChanged': ['admin'],
  'settings.workingHoursChanged': ['admin'],
  'settings.autoReplySwitched': ['admin'],
  'settings.companyChanged': ['admin'],
  'settings.offerPublished': ['admin'],
  'settings.offerWithdrawn': ['admin'],
  'settings.visitRulesChanged': ['admin'],
  'technician.added': ['admin'],
  'technician.changed': ['admin'],
  'technician.deactivated': ['admin'],
  'technician.reactivated': ['admin'],
  // The server books the window of a customer's own move (server/visits/visit-moves.ts) and frees
  // the window of a visit cancelled or declined (server/technicians/visit-releases.ts).
  'technician.visitAssigned': ['admin', 'server'],
  'technician.visitReleased': ['admin', 'server'],
  // Issued only with the payment or refund it is for (server/payments/tax-documents.ts).
  'invoice.issued': ['server'],
  // ZATCA's answer to a document, recorded by the reporting reactor (server/zatca/zatca-reporting.ts).
  'invoice.reported': ['server'],
};

/** The audience of streams only admins read: no customer's id, never 'public'. */
export const companyAudience = 'company';

/**
 * The customer a stream belongs to by its name, 'public' for streams everyone reads, the
 * company's for its technicians; null
 * when the name does not say (a request stream or a request's thread: server/events/stream-audience.ts
 * asks the request's state).
 */
export function streamAudience(stream: Stream): Audience | null {
  if (stream.kind === 'settings') return 'public';
  if (stream.kind === 'technician' || stream.kind === 'invoices') return companyAudience;
  if (stream.kind === 'user' || stream.kind === 'subscription') return stream.userId;
  return stream.kind === 'chat' && stream.thread.kind === 'general' ? stream.thread.userId : null;
}

/** `audience`: whose the stream is, when its name alone does not say. */
export function mayAppend(
  author: { actor: Actor; origin: Origin },
  type: string,
  stream: Stream,
  audience = streamAudience(stream),
): boolean {
  const allowed = Object.hasOwn(appendedBy, type) ? appendedBy[type]! : [];
  const { actor, origin } = author;
  if (origin === 'server' && allowed.includes('server')) return true;
  if (actor.role === 'admin') return allowed.includes('admin');
  if (actor.role !== 'customer' || !allowed.includes('owner')) return false;
  return actor.userId !== undefined && audience === actor.userId;
}

/** What a session may read: admins everything, a customer the public log and their own. */
export function readableAudiences(actor: Actor): Audience[] | undefined {
  if (actor.role === 'admin') return undefined;
  return actor.userId ? ['public', actor.userId] : ['public'];
}

export const appendPolicyTypes = Object.keys(appendedBy);
