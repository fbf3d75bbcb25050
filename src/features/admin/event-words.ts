// What the admin area calls the log's codes wherever it shows them (a request's history, a
// customer's, the Lookup tab's audit trail): each event type, each role, a customer account's
// state. Every type of the event catalog has its words (a unit test checks).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../../machines/domain/envelope.ts';

export const roleNames: Record<Role, MessageDescriptor> = {
  customer: msg`Customer`,
  admin: msg`Admin`,
  system: msg`System`,
};

export const eventLabels: Record<string, MessageDescriptor> = {
  'user.registered': msg`Registered`,
  'user.createdByAdmin': msg`Account created by the admin`,
  'user.profileUpdated': msg`Profile updated`,
  'user.loggedIn': msg`Signed in`,
  'user.suspended': msg`Account suspended`,
  'user.reinstated': msg`Account reinstated`,
  'user.languageChosen': msg`Language chosen`,
  'user.notificationChannelsChosen': msg`Notification channels chosen`,
  'user.notificationsSeen': msg`Notifications seen`,
  'user.privacyNoticeAccepted': msg`Privacy notice accepted`,
  'user.dataExported': msg`Data downloaded by the customer`,
  'user.deletionRequested': msg`Account deletion asked by the customer`,
  'user.erased': msg`Account deleted and personal data erased`,
  'user.pushSubscribed': msg`Push notifications turned on in a browser`,
  'user.pushUnsubscribed': msg`Push notifications turned off in a browser`,
  'user.addressSaved': msg`Address saved`,
  'user.addressEdited': msg`Address edited`,
  'user.addressRemoved': msg`Address removed`,
  'request.submitted': msg`Request submitted`,
  'request.numbered': msg`Order number given`,
  'request.offerMade': msg`Offer sent`,
  'request.declined': msg`Request declined`,
  'request.offerAccepted': msg`Offer accepted`,
  'request.offerRejected': msg`Offer rejected`,
  'request.cancelled': msg`Request cancelled`,
  'request.visitCancelled': msg`Visit cancelled by the customer`,
  'request.paid': msg`Payment received`,
  'request.completed': msg`Marked completed`,
  'request.appointmentConfirmed': msg`Visit confirmed`,
  'request.visitRescheduled': msg`Visit moved by the customer`,
  'request.technicianOnTheWay': msg`Technician on the way`,
  'request.technicianArrived': msg`Technician arrived`,
  'request.reviewed': msg`Visit reviewed`,
  'request.reviewEdited': msg`Review changed`,
  'request.photoAttached': msg`Photo sent`,
  'request.chargeRefunded': msg`Extra charge refunded automatically`,
  'request.chargeRefundFailed': msg`Automatic refund failed: refund by hand`,
  'subscription.requested': msg`Plan requested`,
  'subscription.granted': msg`Plan granted`,
  'subscription.extended': msg`Plan extended`,
  'subscription.revoked': msg`Plan revoked`,
  'subscription.technicianDedicated': msg`Dedicated technician set`,
  'subscription.visitRecorded': msg`VIP visit counted`,
  'subscription.visitRefunded': msg`VIP visit given back`,
  'subscription.chargeRefunded': msg`Plan payment refunded automatically`,
  'subscription.chargeRefundFailed': msg`Automatic plan refund failed: refund by hand`,
  'chat.greeted': msg`Greeting sent`,
  'chat.messageSent': msg`Message sent`,
  'chat.autoReplied': msg`Auto-reply sent`,
  'chat.read': msg`Messages read`,
  'settings.plansUpdated': msg`Plans updated`,
  'settings.supportNumberChanged': msg`Support number changed`,
  'settings.workingHoursChanged': msg`Working hours changed`,
  'settings.autoReplySwitched': msg`Auto-reply switched`,
  'settings.companyChanged': msg`Company details changed`,
  'settings.offerPublished': msg`Offer published`,
  'settings.offerWithdrawn': msg`Offer withdrawn`,
  'settings.visitRulesChanged': msg`Visit rules changed`,
  'technician.added': msg`Technician added`,
  'technician.changed': msg`Technician details changed`,
  'technician.deactivated': msg`Technician taken off visits`,
  'technician.reactivated': msg`Technician back on visits`,
  'technician.visitAssigned': msg`Visit booked for the technician`,
  'technician.visitReleased': msg`Visit taken from the technician`,
  'invoice.issued': msg`Tax document issued`,
  'invoice.reported': msg`Tax document reported to ZATCA`,
};

const unknownEvent = msg`Something changed`;

export const eventLabel = (type: string): MessageDescriptor =>
  Object.hasOwn(eventLabels, type) ? eventLabels[type]! : unknownEvent;

export const accountStateNames: Record<'active' | 'unclaimed' | 'suspended' | 'erased', MessageDescriptor> = {
  active: msg`Active`,
  unclaimed: msg`Not claimed yet`,
  suspended: msg`Suspended`,
  erased: msg`Deleted`,
};
