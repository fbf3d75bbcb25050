import type { ChargeRefunded, ChargeRefundFailed } from '../../machines/domain/charge-refunds.ts';
import { defaultSettings } from '../../machines/domain/default-settings.ts';
import type { RequestPaid, RequestSubmitted } from '../../machines/domain/request-events.ts';
import type { SavedAddress } from '../../machines/domain/saved-addresses.ts';
import type { SettingsOfferPublished } from '../../machines/domain/settings-events.ts';
import { firstPreviousHash, type InvoiceIssued } from '../../machines/domain/invoice-events.ts';
import type { TechnicianDetails } from '../../machines/domain/technician-events.ts';

// One valid payload per event type, as the bad-input suites' starting point: each of them
// spoils one text field at a time. `by` says who proposes the type (server-only types are
// checked at the schema alone); a type of the catalog without a sample fails the suites.
export type Proposer = 'admin' | 'owner' | 'server';

export interface SamplePayload {
  by: Proposer;
  data: Record<string, unknown>;
}

/** A plumbing visit booked on Sunday 22 November 2026 for Tuesday the 24th, inside Riyadh. */
export const plumbingVisit: RequestSubmitted = {
  kind: 'general',
  services: ['plumbing'],
  note: 'The kitchen sink leaks\nunder the counter',
  address: 'حي العليا، طريق الملك فهد 12',
  coordinates: { lat: 24.7136, lng: 46.6753 },
  phone: '+966512345678',
  preferredDate: '2026-11-24',
  preferredTime: '10:30',
  workingHours: { opens: '08:00', closes: '22:00' },
  photoId: null,
};

/** The payment the server records once the provider confirms it: a Visa card ending 4242. */
export const paidWith = (paymentId: string, amountHalalas: number, invoiceNumber = 1): RequestPaid => ({
  provider: 'test',
  paymentId,
  amountHalalas,
  card: { brand: 'visa', last4: '4242' },
  invoiceNumber,
  invoiceQr: null,
});

/** The chain's first document: the invoice of a 150-riyal visit (the XML and QR stand in for the stamped ones). */
export const firstInvoice: InvoiceIssued = {
  counter: 1,
  kind: 'invoice',
  number: 1,
  uuid: '0193a0a0-0000-7000-8000-0000000000a1',
  previousHash: firstPreviousHash,
  hash: 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=',
  issuedAt: '2026-11-22T09:00:00.000Z',
  for: { kind: 'request', requestId: '0193a0a0-0000-7000-8000-000000000001', paymentId: 'pay_test_1' },
  corrects: null,
  totals: { netHalalas: 13_043, vatHalalas: 1_957, totalHalalas: 15_000 },
  qr: 'AQ1TZWxsZXI=',
  xml: '<Invoice/>',
};

/** A second charge for a request paid already, given back by the test provider. */
export const secondChargeRefunded: ChargeRefunded = {
  provider: 'test',
  paymentId: 'pay_test_2',
  amountHalalas: 15_000,
  reason: 'alreadyPaid',
  refundId: 'pay_test_2',
  creditNote: null,
};

/** The same charge when the provider would not give it back. */
export const secondChargeRefundFailed: ChargeRefundFailed = {
  provider: 'test',
  paymentId: 'pay_test_2',
  amountHalalas: 15_000,
  reason: 'alreadyPaid',
  problem: 'The provider was unreachable',
};

/** An AC check-up offer at 20% off, running through Sunday 29 November 2026. */
export const summerAcOffer: SettingsOfferPublished = {
  offerId: '0193a0a0-0000-7000-8000-0000000000a1',
  title: { en: 'AC check-up before summer', ar: 'فحص المكيف قبل الصيف' },
  text: { en: 'Cleaning and a gas check\nfor every unit', ar: 'تنظيف وفحص الغاز\nلكل وحدة' },
  discountPercent: 20,
  endsOn: '2026-11-29',
};

/** Sara's home, saved with its pin in Olaya. */
export const homeAddress: SavedAddress = {
  addressId: '0193a0a0-0000-7000-8000-0000000000b1',
  name: 'Home',
  text: 'حي العليا، طريق الملك فهد 12',
  coordinates: { lat: 24.7136, lng: 46.6753 },
};

/** Ahmed, the company's plumber. */
export const ahmedId = 'ahmed-plumber';
export const ahmed: TechnicianDetails = {
  name: { en: 'Ahmed Al-Harbi', ar: 'أحمد الحربي' },
  mobile: '+966551234567',
  services: ['plumbing'],
  photoId: null,
};
/** Ahmed's arrival window for the plumbing visit: Tuesday 24 November 2026, 10:00 to 12:00. */
export const ahmedsWindow = { date: '2026-11-24', from: '10:00', to: '12:00' };

const samplePushEndpoint = 'https://fcm.googleapis.com/fcm/send/sample-subscription';

const sara = { fullName: 'سارة Al-Qahtani', email: 'sara@example.com', mobile: '+966512345678' };

export const samplePayloads: Record<string, SamplePayload> = {
  'user.registered': { by: 'server', data: sara },
  'user.createdByAdmin': { by: 'admin', data: { ...sara, note: 'Granted at the\nshowroom' } },
  'user.profileUpdated': { by: 'owner', data: { fullName: 'Sara Q', email: 'sara.q@example.com', mobile: '+966512345679' } },
  'user.loggedIn': { by: 'server', data: {} },
  'user.suspended': { by: 'admin', data: { reason: 'Asked to pause the account' } },
  'user.reinstated': { by: 'admin', data: {} },
  'user.languageChosen': { by: 'owner', data: { language: 'ar' } },
  'user.notificationChannelsChosen': { by: 'owner', data: { email: true, whatsapp: false } },
  'user.notificationsSeen': { by: 'owner', data: { upTo: '2026-11-24T07:30:00.000Z' } },
  'user.privacyNoticeAccepted': { by: 'owner', data: { version: '2026-11-27' } },
  'user.dataExported': { by: 'server', data: { format: 'json' } },
  'user.pushSubscribed': { by: 'server', data: { endpoint: samplePushEndpoint, keys: { p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', auth: 'BTBZMqHH6r4Tts7J_aSIgg' } } },
  'user.pushUnsubscribed': { by: 'owner', data: { endpoint: samplePushEndpoint } },
  'user.addressSaved': { by: 'owner', data: { ...homeAddress } },
  'user.addressEdited': { by: 'owner', data: { ...homeAddress, name: 'البيت' } },
  'user.addressRemoved': { by: 'owner', data: { addressId: homeAddress.addressId } },
  'user.deletionRequested': { by: 'server', data: {} },
  'user.erased': { by: 'server', data: {} },
  'request.submitted': { by: 'owner', data: { ...plumbingVisit } },
  'request.numbered': { by: 'server', data: { orderNumber: 1000 } },
  'request.offerMade': { by: 'admin', data: { priceHalalas: 15_000, adminNote: 'Parts included' } },
  'request.declined': { by: 'admin', data: { adminNote: 'No technician free that day' } },
  'request.offerAccepted': { by: 'owner', data: {} },
  'request.offerRejected': { by: 'owner', data: {} },
  'request.cancelled': { by: 'owner', data: {} },
  'request.paid': { by: 'server', data: paidWith('pay_test_1', 15_000) },
  'request.visitCancelled': { by: 'owner', data: { feeHalalas: 3_750, refundHalalas: 11_250, visitRules: { ...defaultSettings.visitRules } } },
  'request.completed': { by: 'admin', data: { note: 'Replaced the trap\nand the seal', photoIds: [] } },
  'request.appointmentConfirmed': { by: 'admin', data: { ...ahmedsWindow, technician: { id: ahmedId, name: ahmed.name }, workingHours: { opens: '08:00', closes: '22:00' } } },
  'request.visitRescheduled': { by: 'owner', data: { ...ahmedsWindow, workingHours: { opens: '08:00', closes: '22:00' } } },
  'request.technicianOnTheWay': { by: 'admin', data: { expectedAt: '10:40' } },
  'request.technicianArrived': { by: 'admin', data: {} },
  'request.reviewed': { by: 'owner', data: { stars: 5, comment: 'On time and tidy —\nشكرًا' } },
  'request.reviewEdited': { by: 'owner', data: { stars: 4, comment: 'The leak came back once' } },
  'request.photoAttached': { by: 'owner', data: { photoId: '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1' } },
  'request.chargeRefunded': { by: 'server', data: { ...secondChargeRefunded } },
  'request.chargeRefundFailed': { by: 'server', data: { ...secondChargeRefundFailed } },
  'subscription.requested': { by: 'owner', data: { plan: 'vip-plus' } },
  'subscription.granted': { by: 'admin', data: { plan: 'vip', days: 30, maxVisits: 4, note: 'Paid at the\nshowroom', via: 'admin' } },
  'subscription.extended': { by: 'admin', data: { days: 30 } },
  'subscription.revoked': { by: 'admin', data: {} },
  'subscription.visitRecorded': { by: 'owner', data: { requestId: '0193a0a0-0000-7000-8000-000000000001' } },
  'subscription.visitRefunded': { by: 'owner', data: { requestId: '0193a0a0-0000-7000-8000-000000000001' } },
  'subscription.technicianDedicated': { by: 'admin', data: { technician: { id: ahmedId, name: ahmed.name } } },
  'subscription.chargeRefunded': { by: 'server', data: { ...secondChargeRefunded, reason: 'planStillActive' } },
  'subscription.chargeRefundFailed': { by: 'server', data: { ...secondChargeRefundFailed, reason: 'planStillActive' } },
  'chat.greeted': { by: 'server', data: { customerName: sara.fullName } },
  'chat.messageSent': { by: 'owner', data: { text: 'The leak is back —\nعاد التسريب' } },
  'chat.autoReplied': { by: 'server', data: { inReplyTo: '0193a0a0-0000-7000-8000-000000000002' } },
  'chat.read': { by: 'owner', data: { upTo: '0193a0a0-0000-7000-8000-000000000002' } },
  'settings.plansUpdated': { by: 'admin', data: { plans: defaultSettings.plans } },
  'settings.supportNumberChanged': { by: 'admin', data: { number: '+966511111111' } },
  'settings.workingHoursChanged': { by: 'admin', data: { opens: '08:00', closes: '22:00' } },
  'settings.autoReplySwitched': { by: 'admin', data: { enabled: true } },
  'settings.companyChanged': {
    by: 'admin',
    data: {
      name: { en: 'Riyadh Home Maintenance', ar: 'صيانة المنازل بالرياض' },
      vatNumber: '310122393500003',
      address: { street: 'طريق الملك فهد', buildingNumber: '2934', district: 'العليا', city: 'الرياض', postalCode: '12211' },
    },
  },
  'settings.offerPublished': { by: 'admin', data: summerAcOffer },
  'settings.visitRulesChanged': { by: 'admin', data: { arrivalWindowMinutes: 90, freeCancellationHours: 12, lateCancellationFeePercent: 30 } },
  'technician.added': { by: 'admin', data: { ...ahmed } },
  'technician.changed': { by: 'admin', data: { ...ahmed, services: ['plumbing', 'electrical'] } },
  'technician.deactivated': { by: 'admin', data: {} },
  'technician.reactivated': { by: 'admin', data: {} },
  'technician.visitAssigned': { by: 'admin', data: { requestId: '0193a0a0-0000-7000-8000-000000000001', ...ahmedsWindow } },
  'technician.visitReleased': { by: 'admin', data: { requestId: '0193a0a0-0000-7000-8000-000000000001' } },
  'settings.offerWithdrawn': { by: 'admin', data: { offerId: summerAcOffer.offerId } },
  'invoice.issued': { by: 'server', data: { ...firstInvoice } },
  'invoice.reported': { by: 'server', data: { counter: 1, status: 'warning', messages: [{ code: 'buyer-name', text: 'The buyer has no name.' }] } },
};
