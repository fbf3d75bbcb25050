// A request's life, from the real request machine: the customer books in the form, the admin
// (in a browser of their own) offers, revises, declines on the Requests tab, the customer
// accepts, rejects, cancels on My Requests and pays with the test card, and may give up the paid
// visit (before or after it is confirmed); the admin confirms the visit with a technician, moves
// it, the customer moves it again, marks the technician on the way (and late), arrived, and
// completes it; the customer reviews the visit and changes the review. Each state is checked on both screens: the customer's card (status, buttons,
// the visit's line) and the admin's request.
import type { Locator } from 'playwright-core';
import type { EventFromLogic } from 'xstate';
import { expect } from 'vitest';
import type { Actor } from '../../../machines/domain/envelope.ts';
import { defaultSettings } from '../../../machines/domain/default-settings.ts';
import { cancellationFigures, visitStartsAt } from '../../../machines/domain/visit-cancellation.ts';
import { requestMachine, type RequestSnapshot } from '../../../machines/request.machine.ts';
import { paidWith, plumbingVisit } from '../../machines/sample-payloads.ts';
import { adminRequestsText } from '../../e2e/admin-requests-text.ts';
import { choosePhoto, customerRequestIds, fillBooking, nextRiyadhWeekday, tinyPng } from '../../e2e/booking-steps.ts';
import { languageChosenBefore, newVisitor, registeredByApi, toastSaying, type Visitor } from '../../e2e/browser.ts';
import { cardSteps, testCards } from '../../e2e/checkout-steps.ts';
import { offlineText } from '../../e2e/offline-text.ts';
import { reviewsText } from '../../e2e/reviews-text.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import { visitCancelText } from '../../e2e/visit-cancel-text.ts';
import type { FlowModel, FlowWorld } from '../flow-model.ts';
import { fileAdmin, leave, plumberAdded } from '../steps/admin-visitor.ts';
import { heldUploads } from '../steps/held-uploads.ts';
import { requestStatusText } from '../steps/request-status-text.ts';

type RequestMachineEvent = EventFromLogic<typeof requestMachine>;

interface RequestWorld extends FlowWorld {
  customer: Visitor;
  admin: Visitor;
  /** The request the customer booked, once booked. */
  requestId: string | null;
  /** Lets the photo of a booking made offline reach the server. */
  releasePhoto: (() => void) | null;
  /** The plumber the admin added for this path's visit, named in both languages. */
  technician: { en: string; ar: string };
}

const customerActor: Actor = { role: 'customer', userId: 'customer' };
const adminActor: Actor = { role: 'admin', userId: 'admin' };
const serverActor: Actor = { role: 'system' };

/** A decided event as the log hands it to the machine; fixed ids keep the paths' ids stable. */
function decided<Type extends RequestMachineEvent['type']>(
  type: Type,
  data: Extract<RequestMachineEvent, { type: Type }>['data'],
  actor: Actor,
  id: string,
): Extract<RequestMachineEvent, { type: Type }> {
  // Sunday noon in Riyadh: the sample visit (Tuesday 10:30) passes the booking rules.
  return { id, type, data, actor, at: '2026-11-22T09:00:00.000Z' } as Extract<RequestMachineEvent, { type: Type }>;
}

const price = { halalas: 15_000, riyals: '150', shown: '150.00' };
/** The visit's arrival window as first confirmed, then moved by the admin, then by the customer; on the way, the expected arrival, then later. */
const windows = { first: { from: '10:00', to: '12:00' }, moved: { from: '14:00', to: '16:00' }, customerMoved: { from: '15:00', to: '17:00' } };
const expectedArrivals = { first: '14:30', late: '15:00' };
/** The model's appointment (its day is the sample visit's; the browser confirms the day booked). */
function appointment(window: { from: string; to: string }) {
  return { date: plumbingVisit.preferredDate, ...window, technician: { id: 'model-plumber', name: { en: 'Ahmed', ar: 'أحمد' } }, workingHours: plumbingVisit.workingHours };
}
/** The time the customer books, next Sunday. */
const bookedAt = '17:00';
/** The booking made offline with a photo, which the app attaches once the photo is uploaded. */
const photoNote = 'The socket sparks; photo chosen offline';

const eventSamples: RequestMachineEvent[] = [
  decided('request.submitted', { ...plumbingVisit, note: 'A leak under the kitchen sink' }, customerActor, 'submitted'),
  decided('request.submitted', { ...plumbingVisit, note: photoNote }, customerActor, 'submitted-offline-with-photo'),
  decided('request.numbered', { orderNumber: 100 }, serverActor, 'numbered'),
  decided('request.offerMade', { priceHalalas: price.halalas, adminNote: 'Parts included' }, adminActor, 'offer-150'),
  decided('request.offerMade', { priceHalalas: 0, adminNote: '' }, adminActor, 'offer-free'),
  decided('request.declined', { adminNote: 'No technician free that day' }, adminActor, 'declined'),
  decided('request.offerAccepted', {}, customerActor, 'accepted'),
  decided('request.offerRejected', {}, customerActor, 'rejected'),
  decided('request.cancelled', {}, customerActor, 'cancelled'),
  decided('request.paid', paidWith('pay_test_1', price.halalas), serverActor, 'paid'),
  decided('request.completed', { note: '', photoIds: [] }, adminActor, 'completed'),
  decided('request.photoAttached', { photoId: '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1' }, customerActor, 'photo'),
  decided('request.appointmentConfirmed', appointment(windows.first), adminActor, 'confirmed'),
  decided('request.appointmentConfirmed', appointment(windows.moved), adminActor, 'moved'),
  decided('request.visitRescheduled', { date: plumbingVisit.preferredDate, ...windows.customerMoved, workingHours: plumbingVisit.workingHours }, customerActor, 'customer-moved'),
  // Given up days before the visit: no fee, the whole price back.
  decided('request.visitCancelled', { feeHalalas: 0, refundHalalas: price.halalas, visitRules: { ...defaultSettings.visitRules } }, customerActor, 'visit-cancelled'),
  // An included visit given up: nothing was paid, so nothing comes back.
  decided('request.visitCancelled', { feeHalalas: 0, refundHalalas: 0, visitRules: { ...defaultSettings.visitRules } }, customerActor, 'included-visit-cancelled'),
  decided('request.technicianOnTheWay', { expectedAt: expectedArrivals.first }, adminActor, 'on-the-way'),
  decided('request.technicianOnTheWay', { expectedAt: expectedArrivals.late }, adminActor, 'running-late'),
  decided('request.technicianArrived', {}, adminActor, 'arrived'),
  decided('request.reviewed', { stars: 2, comment: 'The technician was late' }, customerActor, 'reviewed'),
  decided('request.reviewEdited', { stars: 4, comment: 'The technician was late, the work is good' }, customerActor, 'review-changed'),
];

const isFree = (snapshot: RequestSnapshot) => snapshot.context.priceHalalas === 0;
const bookedWithPhoto = (snapshot: RequestSnapshot) => snapshot.context.note === photoNote;

const movedTo = (window: keyof typeof windows) => (snapshot: RequestSnapshot) => snapshot.context.appointment?.from === windows[window].from;
const moved = movedTo('moved');
const movedByCustomer = movedTo('customerMoved');
const late = (snapshot: RequestSnapshot) => snapshot.context.onTheWay?.expectedAt === expectedArrivals.late;

/**
 * The visit's steps in one order: paid, the customer may give it up; confirmed, given up if
 * paid, else completed at once or moved first; moved, the customer moves it again; moved by the customer,
 * the technician sets out; on the way, completed at once or late first; late, arrives.
 */
function visitStepNext(snapshot: RequestSnapshot, event: RequestMachineEvent): boolean {
  const confirmedFirst = snapshot.matches('appointed') && movedTo('first')(snapshot);
  // A paid visit is given up (its price comes back), once paid and once confirmed; the paid visit confirmed goes no further.
  // An included visit is given up before its appointment (nothing comes back).
  if (event.type === 'request.visitCancelled') {
    if (isFree(snapshot)) return snapshot.matches('scheduled') && event.data.refundHalalas === 0;
    return event.data.refundHalalas > 0 && (snapshot.matches('paid') || confirmedFirst);
  }
  if (snapshot.matches('appointed') && !isFree(snapshot)) return false;
  if (event.type === 'request.appointmentConfirmed') return snapshot.matches('appointed') ? confirmedFirst && event.data.from === windows.moved.from : event.data.from === windows.first.from;
  if (event.type === 'request.visitRescheduled') return snapshot.matches('appointed') && moved(snapshot);
  if (snapshot.matches('appointed')) {
    if (movedByCustomer(snapshot)) return event.type === 'request.technicianOnTheWay' && event.data.expectedAt === expectedArrivals.first;
    return confirmedFirst && event.type === 'request.completed';
  }
  if (snapshot.matches('onTheWay')) return late(snapshot) ? event.type === 'request.technicianArrived' : event.type === 'request.completed' || (event.type === 'request.technicianOnTheWay' && event.data.expectedAt === expectedArrivals.late);
  // The page offers 'Rate your visit' until a review is written, then 'Edit review'.
  if (event.type === 'request.reviewed') return snapshot.context.review === null;
  if (event.type === 'request.reviewEdited') return snapshot.context.review !== null && snapshot.context.review.editedAt === null;
  return true;
}

/** The events a path may take next: the booking with a photo goes on only until its photo arrives, with or without an offer first. */
function takesNext(snapshot: RequestSnapshot, event: RequestMachineEvent): boolean {
  if (!visitStepNext(snapshot, event)) return false;
  if (snapshot.matches('pending') && snapshot.context.orderNumber === null) return event.type === 'request.numbered';
  if (!bookedWithPhoto(snapshot)) return event.type !== 'request.photoAttached' && event.type !== 'request.numbered';
  if (snapshot.context.photoId !== null) return false;
  return event.type === 'request.photoAttached' || (snapshot.matches('pending') && event.type === 'request.offerMade' && event.data.priceHalalas > 0);
}

/** The cancellation rule the customer's question shows, in a plan's words. */
const ruleShown = {
  en: `the question shows the rule (free until ${defaultSettings.visitRules.freeCancellationHours} hours before the visit, then a fee of ${defaultSettings.visitRules.lateCancellationFeePercent} % of the price)`,
  ar: `يعرض السؤال القاعدة (الإلغاء مجاني حتى ${defaultSettings.visitRules.freeCancellationHours} ساعة قبل الزيارة، وبعدها رسوم ${defaultSettings.visitRules.lateCancellationFeePercent} % من السعر)`,
};

/** What the customer taps to move their visit (src/locales/ar/messages.po). */
const customerMoveWords = {
  en: { change: 'Change time', confirm: 'Confirm new time', moved: 'Visit moved' },
  ar: { change: 'تغيير الموعد', confirm: 'تأكيد الموعد الجديد', moved: 'تم نقل الزيارة' },
};

// --- What each person sees -------------------------------------------------------------

/** As long as a locator waits: the server and the live log may be slow on a busy machine. */
const waiting = { timeout: 30_000 };

const customerWords = (language: Language) => ({ ...screenText[language], ...requestStatusText[language] });
const adminWords = (language: Language) => ({ ...adminRequestsText[language], ...requestStatusText[language] });

/** The customer's one request on My Requests (opened when the customer is elsewhere). */
async function customerCard(world: RequestWorld) {
  const { customer } = world;
  if (new URL(customer.page.url()).pathname !== '/my-requests') await customer.open('/my-requests');
  return customer.page.getByTestId('request-card');
}

/** The customer taps `button` on their card, confirms it in the dialog named `question`, and reads the toast `done`. */
async function answerAsked(world: RequestWorld, words: (text: ReturnType<typeof customerWords>) => [button: string, question: string, done: string]) {
  const [button, question, done] = words(customerWords(world.language));
  const { page } = world.customer;
  await (await customerCard(world)).getByRole('button', { name: button }).click();
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: button }).click();
  await toastSaying(page, done);
}

/**
 * The customer's card shows `badge` and the links in `links`, and none of the buttons or links
 * in `hidden`. The buttons a person taps are found by the steps that tap them.
 */
async function customerSees(world: RequestWorld, badge: string, shown: { links?: string[]; hidden?: string[] } = {}) {
  const card = await customerCard(world);
  await card.getByTestId('request-badge').filter({ hasText: badge }).waitFor();
  for (const name of shown.links ?? []) await card.getByRole('link', { name, exact: true }).waitFor();
  for (const name of shown.hidden ?? []) expect(await card.getByRole('button', { name, exact: true }).or(card.getByRole('link', { name, exact: true })).count(), `${name} on the card`).toBe(0);
}

/** The admin's open request shows `badge`, and `also` in it (a button, a line). */
async function adminSees(world: RequestWorld, badge: string, also: (detail: Locator) => Locator) {
  const detail = world.admin.page.locator('#main article');
  await detail.locator('[data-badge]').filter({ hasText: new RegExp(`^${badge}$`) }).waitFor();
  await also(detail).waitFor();
}

const line = (words: string) => (detail: Locator) => detail.getByText(words, { exact: true });
const button = (name: string) => (detail: Locator) => detail.getByRole('button', { name, exact: true });
const heading = (name: string) => (detail: Locator) => detail.getByRole('heading', { name, exact: true });

/** The admin's request shows the customer's photo once it is attached, and none before. */
async function adminSeesPhoto(world: RequestWorld, snapshot: RequestSnapshot) {
  const photo = world.admin.page.locator('#main article').getByRole('img', { name: offlineText[world.language].customerPhoto });
  if (snapshot.context.photoId === null) expect(await photo.count(), 'a photo before it was attached').toBe(0);
  else await photo.waitFor();
}

const photoWords = (snapshot: RequestSnapshot) =>
  !bookedWithPhoto(snapshot)
    ? { en: '', ar: '' }
    : snapshot.context.photoId === null
      ? { en: "; the admin's request has no photo yet", ar: '؛ ولا صورة في طلب المشرف بعد' }
      : { en: "; the admin's request shows the customer's photo", ar: '؛ ويعرض طلب المشرف صورة العميل' };

/** The customer writes (`send`) or changes (`save`) their review on the request's page. */
async function writeReview(world: RequestWorld, review: { stars: number; comment: string }, button: 'send' | 'save') {
  const text = reviewsText[world.language];
  const { page } = world.customer;
  if (new URL(page.url()).pathname !== `/my-requests/${world.requestId}`) await world.customer.open(`/my-requests/${world.requestId}`);
  if (button === 'save') await page.getByRole('button', { name: text.edit, exact: true }).click();
  await page.getByRole('radio', { name: text.stars(review.stars), exact: true }).check();
  await page.getByLabel(text.comment, { exact: true }).fill(review.comment);
  await page.getByRole('button', { name: text[button], exact: true }).click();
  // The heading says 'Your review' while a review is edited too: the form is closed once the log took it.
  await page.getByRole('button', { name: text.edit, exact: true }).waitFor(waiting);
}

// --- The flow ----------------------------------------------------------------------------

export const flow: FlowModel<typeof requestMachine, RequestWorld> = {
  name: 'request',
  machine: requestMachine,
  eventSamples,
  // The order number, a free offer (or visit), the photo, a moved visit, a late technician and a visit given up change what the screens show.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.orderNumber !== null,
      snapshot.matches('offered') ? isFree(snapshot) : null,
      bookedWithPhoto(snapshot) ? snapshot.context.photoId !== null : null,
      snapshot.matches('appointed') ? [snapshot.context.appointment!.from, isFree(snapshot)] : null,
      snapshot.matches('onTheWay') ? late(snapshot) : null,
      snapshot.matches('cancelled') ? (snapshot.context.cancellation?.refundHalalas ?? null) : null,
      snapshot.matches('completed') ? (snapshot.context.review?.editedAt ?? snapshot.context.review?.at ?? null) !== null && [snapshot.context.review!.stars] : null,
    ]),
  // Only the samples (the graph adds a bare event for each type it hears of). The server
  // numbers a booking in the same batch as it records it: nothing comes between.
  filterEvents: (snapshot, event) => 'data' in event && takesNext(snapshot, event as RequestMachineEvent),
  simplePathSteps: 0,
  languages: ['en'],
  states: {
    new: {
      shows: {
        en: "The customer has the booking form for Plumbing open and no request yet; the admin, signed in, has the 'Requests' tab open",
        ar: 'لدى العميل نموذج حجز السباكة مفتوحًا ولا طلب له بعد؛ والمشرف، بعد تسجيل دخوله، فتح تبويب «الطلبات»',
      },
      async check(world) {
        const text = customerWords(world.language);
        await world.customer.page.getByRole('button', { name: text.submitRequest }).waitFor();
        expect(await customerRequestIds(world.customer.page)).toEqual([]);
        const tab = world.admin.page.getByRole('tab', { name: adminWords(world.language).requestsTab });
        await expect.poll(() => tab.getAttribute('aria-selected'), waiting).toBe('true');
      },
    },
    pending: {
      shows: (snapshot) => ({
        en: `My Requests shows the request 'Pending'${snapshot.context.orderNumber === null ? '' : ' with its order number'}, nothing to accept or pay; the admin's request shows 'Pending' with 'Send offer' and 'Decline request'${photoWords(snapshot).en}`,
        ar: `تعرض «طلباتي» الطلب «قيد الانتظار»${snapshot.context.orderNumber === null ? '' : ' مع رقم الطلب'} بلا شيء للقبول أو الدفع؛ ويعرضه المشرف «قيد الانتظار» مع «إرسال العرض» و«رفض الطلب»${photoWords(snapshot).ar}`,
      }),
      async check(world, snapshot) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.badge.pending, { hidden: [text.acceptOffer, text.payNow] });
        if (snapshot.context.orderNumber !== null) {
          await expect.poll(async () => (await customerCard(world)).getByTestId('order-number').textContent(), waiting).toMatch(/^\d{3,}$/);
        }
        await adminSees(world, adminText.pending, button(adminText.declineRequest));
        await adminSees(world, adminText.pending, button(adminText.sendOffer));
        await adminSeesPhoto(world, snapshot);
      },
    },
    offered: {
      shows: (snapshot) => {
        const words = isFree(snapshot)
          ? {
              en: "My Requests shows 'Offer to answer', price 'Included in your plan', nothing to pay yet; the admin's request shows 'Accepted' and 'Revise the offer'",
              ar: 'تعرض «طلباتي» «عرض بانتظار ردّك» والسعر «مشمول في باقتك» بلا شيء للدفع بعد؛ ويعرضه المشرف «مقبول» مع «تعديل العرض»',
            }
          : {
              en: `My Requests shows 'Offer to answer', price ${price.shown}, nothing to pay yet; the admin's request shows 'Accepted' and 'Revise the offer'`,
              ar: `تعرض «طلباتي» «عرض بانتظار ردّك» والسعر ${price.shown} بلا شيء للدفع بعد؛ ويعرضه المشرف «مقبول» مع «تعديل العرض»`,
            };
        const photo = photoWords(snapshot);
        return { en: words.en + photo.en, ar: words.ar + photo.ar };
      },
      async check(world, snapshot) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.badge.offerToAnswer, { hidden: [text.payNow] });
        const priceShown = (await customerCard(world)).getByTestId('request-price');
        await expect.poll(() => priceShown.textContent(), waiting).toContain(isFree(snapshot) ? text.includedInYourPlan : price.shown);
        await adminSees(world, adminText.accepted, heading(adminText.reviseTheOffer));
        await adminSeesPhoto(world, snapshot);
      },
    },
    offerRejected: {
      shows: {
        en: "My Requests shows 'Offer Rejected' with no button to answer or cancel; the admin's request shows 'Offer Rejected' and 'Make an offer'",
        ar: 'تعرض «طلباتي» «تم رفض العرض» بلا زر للرد أو الإلغاء؛ ويعرضه المشرف «تم رفض العرض» مع «تقديم عرض سعر»',
      },
      async check(world) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.badge.offerRejected, { hidden: [text.acceptOffer, text.cancelRequest, text.payNow] });
        await adminSees(world, adminText.adminOfferRejected, heading(adminText.makeAnOffer));
      },
    },
    awaitingPayment: {
      shows: {
        en: "My Requests shows 'Offer Accepted' and 'Pay now'; the admin's request shows 'Offer Accepted' and 'Unpaid'",
        ar: 'تعرض «طلباتي» «تم قبول العرض» مع «ادفع الآن»؛ ويعرضه المشرف «تم قبول العرض» و«غير مدفوع»',
      },
      async check(world) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.badge.offerAccepted, { links: [text.payNow], hidden: [text.cancelRequest, text.viewReceipt] });
        await adminSees(world, adminText.adminOfferAccepted, (detail) => detail.getByTestId('payment-status').filter({ hasText: adminText.unpaid }));
      },
    },
    scheduled: {
      shows: {
        en: "My Requests shows 'Offer Accepted' with nothing to pay; the admin's request shows 'Offer Accepted' and 'Mark completed'",
        ar: 'تعرض «طلباتي» «تم قبول العرض» بلا شيء للدفع؛ ويعرضه المشرف «تم قبول العرض» مع «تحديد كمكتمل»',
      },
      async check(world) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.badge.offerAccepted, { hidden: [text.payNow, text.cancelRequest] });
        await adminSees(world, adminText.adminOfferAccepted, button(adminText.markCompleted));
      },
    },
    paid: {
      shows: {
        en: "My Requests shows 'Paid' and 'View receipt'; the admin's request shows 'Paid' and 'Mark completed'",
        ar: 'تعرض «طلباتي» «مدفوع» مع «عرض الإيصال»؛ ويعرضه المشرف «مدفوع» مع «تحديد كمكتمل»',
      },
      async check(world) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.badge.paid, { links: [text.viewReceipt], hidden: [text.payNow] });
        await adminSees(world, adminText.adminPaid, button(adminText.markCompleted));
      },
    },
    appointed: {
      shows: (snapshot) => {
        const { from, to } = snapshot.context.appointment!;
        return {
          en: `My Requests shows 'Visit confirmed' and 'Arriving between ${from} and ${to} on <the day booked>, with <the plumber>'; the admin's request shows 'Visit confirmed', 'Move the visit' and 'Technician sets out'`,
          ar: `تعرض «طلباتي» «تم تأكيد الزيارة» و«الوصول بين ${from} و${to} يوم <اليوم المحجوز>، مع <السباك>»؛ ويعرضه المشرف «تم تأكيد الزيارة» مع «نقل الزيارة» و«انطلاق الفني»`,
        };
      },
      async check(world, snapshot) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.appointed, { hidden: [text.payNow, text.cancelRequest] });
        const { from, to } = snapshot.context.appointment!;
        const line = (await customerCard(world)).getByTestId('visit-appointment');
        await expect.poll(() => line.textContent(), waiting).toMatch(new RegExp(`${from}.*${to}.*${world.technician[world.language]}`));
        await adminSees(world, adminText.appointed, heading(adminText.moveTheVisit));
        await adminSees(world, adminText.appointed, heading(adminText.technicianSetsOut));
      },
    },
    onTheWay: {
      shows: (snapshot) => ({
        en: `My Requests shows 'On the way' and 'On the way — expected at ${snapshot.context.onTheWay!.expectedAt}'; the admin's request shows 'On the way', 'Update expected time' and 'Arrived'`,
        ar: `تعرض «طلباتي» «في الطريق» و«في الطريق — الوصول المتوقع ${snapshot.context.onTheWay!.expectedAt}»؛ ويعرضه المشرف «في الطريق» مع «تحديث الموعد المتوقع» و«وصل»`,
      }),
      async check(world, snapshot) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.onTheWay);
        const line = (await customerCard(world)).getByTestId('visit-on-the-way');
        await expect.poll(() => line.textContent(), waiting).toContain(snapshot.context.onTheWay!.expectedAt);
        await adminSees(world, adminText.onTheWay, button(adminText.updateExpectedTime));
        await adminSees(world, adminText.onTheWay, button(adminText.arrived));
      },
    },
    arrived: {
      shows: {
        en: "My Requests shows 'Arrived' and 'The technician has arrived'; the admin's request shows 'Arrived' and 'Complete the visit'",
        ar: 'تعرض «طلباتي» «وصل» و«وصل الفني»؛ ويعرضه المشرف «وصل» مع «إتمام الزيارة»',
      },
      async check(world) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.arrived);
        await (await customerCard(world)).getByTestId('visit-arrived').waitFor(waiting);
        await adminSees(world, adminText.arrived, heading(adminText.completeTheVisit));
      },
    },
    completed: {
      shows: (snapshot) => {
        const { review } = snapshot.context;
        if (!review) {
          return {
            en: "My Requests shows 'Completed'; the request's page offers 'Rate your visit'; the admin's request shows 'Completed' and 'Nothing to do for this request now.'",
            ar: 'تعرض «طلباتي» «مكتمل»؛ وتعرض صفحة الطلب «قيّم زيارتك»؛ ويعرضه المشرف «مكتمل» مع «لا يوجد إجراء لهذا الطلب الآن.»',
          };
        }
        return {
          en: `My Requests shows 'Completed'; the request's page shows 'Your review' with ${reviewsText.en.stars(review.stars)} and 'Edit review'; the admin's request shows 'Customer review' with ${reviewsText.en.stars(review.stars)}`,
          ar: `تعرض «طلباتي» «مكتمل»؛ وتعرض صفحة الطلب «تقييمك» بـ${reviewsText.ar.stars(review.stars)} مع «تعديل التقييم»؛ ويعرض طلب المشرف «تقييم العميل» بـ${reviewsText.ar.stars(review.stars)}`,
        };
      },
      async check(world, snapshot) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        const reviewText = reviewsText[world.language];
        const { review } = snapshot.context;
        await customerSees(world, text.customerCompleted, { hidden: [text.payNow, text.cancelRequest] });
        await adminSees(world, adminText.adminCompleted, line(adminText.nothingToDo));
        const { page } = world.customer;
        await world.customer.open(`/my-requests/${world.requestId}`);
        await page.getByRole('heading', { name: review ? reviewText.yourReview : reviewText.rateYourVisit, exact: true }).waitFor(waiting);
        if (!review) return;
        await expect.poll(() => page.getByTestId('review-stars').textContent(), waiting).toContain(reviewText.stars(review.stars));
        await expect.poll(() => world.admin.page.getByTestId('admin-review-stars').textContent(), waiting).toContain(reviewText.stars(review.stars));
      },
    },
    declined: {
      shows: {
        en: "My Requests shows 'Rejected' with the admin's reason; the admin's request shows 'Rejected' and 'Nothing to do for this request now.'",
        ar: 'تعرض «طلباتي» «مرفوض» مع سبب المشرف؛ ويعرضه المشرف «مرفوض» مع «لا يوجد إجراء لهذا الطلب الآن.»',
      },
      async check(world, snapshot) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        await customerSees(world, text.customerRejected, { hidden: [text.cancelRequest, text.acceptOffer] });
        await (await customerCard(world)).getByTestId('request-admin-note').filter({ hasText: snapshot.context.adminNote ?? '' }).waitFor();
        await adminSees(world, adminText.rejected, line(adminText.nothingToDo));
      },
    },
    cancelled: {
      shows: (snapshot) =>
        snapshot.context.cancellation === null || snapshot.context.cancellation.refundHalalas === 0
          ? {
              en: "My Requests shows 'Cancelled' with no buttons to answer; the admin's request shows 'Cancelled' and 'Nothing to do for this request now.'",
              ar: 'تعرض «طلباتي» «ملغى» بلا أزرار للرد؛ ويعرضه المشرف «ملغى» مع «لا يوجد إجراء لهذا الطلب الآن.»',
            }
          : {
              en: "My Requests shows 'Cancelled', no 'Cancel visit', '<the amount> refunded to your card.' and 'View refund receipt'; the admin's request shows 'Cancelled' and 'Nothing to do for this request now.'",
              ar: 'تعرض «طلباتي» «ملغى» بلا «إلغاء الزيارة»، و«تم ردّ <المبلغ> إلى بطاقتك.» و«عرض إيصال الاسترداد»؛ ويعرضه المشرف «ملغى» مع «لا يوجد إجراء لهذا الطلب الآن.»',
            },
      async check(world, snapshot) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        const visitWords = visitCancelText[world.language];
        await customerSees(world, text.badge.cancelled, { hidden: [text.cancelRequest, text.acceptOffer, visitWords.cancelVisit] });
        if (snapshot.context.cancellation !== null && snapshot.context.cancellation.refundHalalas > 0) {
          const card = await customerCard(world);
          await card.locator('[data-testid="visit-cancelled"][data-refund="refunded"]').waitFor(waiting);
          await card.getByRole('link', { name: visitWords.viewRefundReceipt, exact: true }).waitFor();
        }
        await adminSees(world, adminText.adminCancelled, line(adminText.nothingToDo));
      },
    },
  },
  events: {
    'request.submitted': {
      does: (event) =>
        event.data.note === photoNote
          ? {
              en: `Customer: go offline (airplane mode), describe the problem ('${photoNote}'), give the address, choose the next Sunday at 17:00, choose a photo and tap 'Submit Request'; go back online and open 'My Requests' (the photo follows on a slow connection). Admin: open the new request from the Requests tab`,
              ar: `العميل: افصل الاتصال (وضع الطيران)، وصف المشكلة («${photoNote}»)، واكتب العنوان، واختر الأحد القادم الساعة 17:00، واختر صورة واضغط «إرسال الطلب»؛ ثم أعد الاتصال وافتح «طلباتي» (تتبعه الصورة على اتصال بطيء). المشرف: افتح الطلب الجديد من تبويب «الطلبات»`,
            }
          : {
              en: "Customer: describe the problem, give the address, choose the next Sunday at 17:00 and tap 'Submit Request', then open 'My Requests'. Admin: open the new request from the Requests tab",
              ar: 'العميل: صف المشكلة، واكتب العنوان، واختر الأحد القادم الساعة 17:00 واضغط «إرسال الطلب»، ثم افتح «طلباتي». المشرف: افتح الطلب الجديد من تبويب «الطلبات»',
            },
      async act(world, event) {
        const text = customerWords(world.language);
        const adminText = adminWords(world.language);
        const { page, context } = world.customer;
        const offline = event.data.note === photoNote;
        if (offline) {
          await context.setOffline(true);
          await page.getByRole('status').filter({ hasText: offlineText[world.language].offlineBanner }).waitFor();
        }
        await fillBooking(page, world.language, { note: event.data.note, address: event.data.address, date: nextRiyadhWeekday(0), time: bookedAt });
        if (offline) {
          await choosePhoto(page, world.language, { name: 'socket.png', mimeType: 'image/png', buffer: tinyPng });
          await page.getByText(offlineText[world.language].photoWillFollow).waitFor();
        }
        await page.getByRole('button', { name: text.submitRequest }).click();
        if (offline) {
          await toastSaying(page, text.requestSaved);
          world.releasePhoto = await heldUploads(context);
          await context.setOffline(false);
        }
        await expect.poll(() => customerRequestIds(page), waiting).toHaveLength(1);
        const [requestId] = await customerRequestIds(page);
        world.requestId = requestId!;
        await page.locator('#main').getByRole('link', { name: text.myRequests }).click();
        await page.waitForURL('**/my-requests');
        const number = requestId!.replace(/-/g, '').slice(-6).toUpperCase();
        const row = world.admin.page.locator('#main').getByRole('listitem').filter({ hasText: adminText.request(number) });
        await row.getByRole('link').click();
        await world.admin.page.getByRole('heading', { name: adminText.request(number) }).waitFor();
      },
    },
    'request.numbered': {
      does: {
        en: 'Nothing to do: the server gives the booking its order number as it records it',
        ar: 'لا شيء تفعله: يعطي الخادم الحجز رقمه عند تسجيله',
      },
      async act() {},
    },
    'request.offerMade': {
      does: (event) =>
        event.data.priceHalalas === 0
          ? {
              en: "Admin: type the price 0, tap 'Send offer' (or 'Send revised offer'), then 'Send free offer'",
              ar: 'المشرف: اكتب السعر 0 واضغط «إرسال العرض» (أو «إرسال العرض المعدل») ثم «إرسال العرض مجانًا»',
            }
          : {
              en: `Admin: type the price ${price.riyals} and the note '${event.data.adminNote}', tap 'Send offer' (or 'Send revised offer')`,
              ar: `المشرف: اكتب السعر ${price.riyals} والملاحظة «${event.data.adminNote}» واضغط «إرسال العرض» (أو «إرسال العرض المعدل»)`,
            },
      async act(world, event, before) {
        const text = adminWords(world.language);
        const { page } = world.admin;
        const revising = before.matches('offered');
        await page.getByLabel(text.priceInRiyals).fill(String(event.data.priceHalalas / 100));
        await page.getByLabel(text.noteToCustomer).fill(event.data.adminNote);
        await page.getByRole('button', { name: revising ? text.sendRevisedOffer : text.sendOffer, exact: true }).click();
        if (event.data.priceHalalas === 0) await page.getByRole('dialog', { name: text.sendAFreeOffer }).getByRole('button', { name: text.sendFreeOffer }).click();
        await toastSaying(page, revising ? text.offerRevised : text.offerSent);
      },
    },
    'request.declined': {
      does: {
        en: "Admin: type the reason 'No technician free that day' and tap 'Decline request'",
        ar: 'المشرف: اكتب السبب «No technician free that day» واضغط «رفض الطلب»',
      },
      async act(world, event) {
        const text = adminWords(world.language);
        const { page } = world.admin;
        await page.getByLabel(text.reasonForCustomer).fill(event.data.adminNote);
        await page.getByRole('button', { name: text.declineRequest }).click();
        await toastSaying(page, text.requestDeclined);
      },
    },
    'request.offerAccepted': {
      does: {
        en: "Customer: tap 'Accept offer' on the request in My Requests (an offer with a price opens its checkout)",
        ar: 'العميل: اضغط «قبول العرض» على الطلب في «طلباتي» (العرض ذو السعر يفتح صفحة الدفع)',
      },
      async act(world, _event, before) {
        const text = customerWords(world.language);
        const { page } = world.customer;
        await (await customerCard(world)).getByRole('button', { name: text.acceptOffer }).click();
        if (isFree(before)) await toastSaying(page, text.offerAccepted);
        else await page.getByRole('heading', { name: text.checkout, level: 1 }).waitFor();
      },
    },
    'request.offerRejected': {
      does: {
        en: "Customer: tap 'Reject offer', then 'Reject offer' in the question",
        ar: 'العميل: اضغط «رفض العرض» ثم «رفض العرض» في السؤال',
      },
      act: (world) => answerAsked(world, (text) => [text.rejectOffer, text.rejectThisOffer, text.offerRejected]),
    },
    'request.cancelled': {
      does: {
        en: "Customer: tap 'Cancel request', then 'Cancel request' in the question",
        ar: 'العميل: اضغط «إلغاء الطلب» ثم «إلغاء الطلب» في السؤال',
      },
      act: (world) => answerAsked(world, (text) => [text.cancelRequest, text.cancelThisRequest, text.requestCancelled]),
    },
    'request.paid': {
      does: {
        en: "Customer: tap 'Pay now', pay with the card 4242 4242 4242 4242 and wait for the receipt",
        ar: 'العميل: اضغط «ادفع الآن» وادفع بالبطاقة 4242 4242 4242 4242 وانتظر الإيصال',
      },
      async act(world) {
        const text = customerWords(world.language);
        const { page } = world.customer;
        const { cardForm, fillCard } = cardSteps(world.language);
        await (await customerCard(world)).getByRole('link', { name: text.payNow }).click();
        const form = cardForm(page);
        await fillCard(form, testCards.paid);
        await form.getByRole('button', { name: text.payNow }).click();
        await page.getByRole('heading', { name: text.paymentReceived, level: 1 }).waitFor();
      },
    },
    'request.completed': {
      does: { en: "Admin: tap 'Mark completed'", ar: 'المشرف: اضغط «تحديد كمكتمل»' },
      async act(world) {
        const text = adminWords(world.language);
        const { page } = world.admin;
        await page.getByRole('button', { name: text.markCompleted }).click();
        await toastSaying(page, text.requestMarkedCompleted);
      },
    },
    'request.appointmentConfirmed': {
      does: (event) =>
        event.data.from === windows.first.from
          ? {
              en: `Admin: under 'Confirm the visit', choose the day booked, 'Arrival from' ${windows.first.from}, the plumber as 'Technician', and tap 'Confirm visit'`,
              ar: `المشرف: في «تأكيد الزيارة» اختر اليوم المحجوز، و«الوصول من» ${windows.first.from}، والسباك في «الفني»، واضغط «تأكيد الزيارة»`,
            }
          : {
              en: `Admin: under 'Move the visit', choose 'Arrival from' ${windows.moved.from} and tap 'Move visit'`,
              ar: `المشرف: في «نقل الزيارة» اختر «الوصول من» ${windows.moved.from} واضغط «نقل الزيارة»`,
            },
      async act(world, event, before) {
        const text = adminWords(world.language);
        const { page } = world.admin;
        const moving = before.matches('appointed');
        const form = page.locator('form').filter({ has: page.getByRole('heading', { name: moving ? text.moveTheVisit : text.confirmTheVisit, exact: true }) });
        if (!moving) await form.getByLabel(text.visitDate, { exact: true }).selectOption(nextRiyadhWeekday(0));
        await form.getByLabel(text.arrivalFrom, { exact: true }).selectOption(event.data.from);
        if (!moving) await form.getByLabel(text.technician, { exact: true }).selectOption({ label: world.technician[world.language] });
        await form.getByRole('button', { name: moving ? text.moveVisit : text.confirmVisit, exact: true }).click();
        await toastSaying(page, moving ? text.visitMoved : text.visitConfirmed);
      },
    },
    'request.visitRescheduled': {
      does: {
        en: `Customer: on the card tap 'Change time', choose the day booked and ${windows.customerMoved.from}-${windows.customerMoved.to}, and tap 'Confirm new time'`,
        ar: `العميل: في البطاقة اضغط «تغيير الموعد»، واختر اليوم المحجوز و${windows.customerMoved.from}-${windows.customerMoved.to}، واضغط «تأكيد الموعد الجديد»`,
      },
      async act(world) {
        const text = customerMoveWords[world.language];
        const card = await customerCard(world);
        await card.getByRole('button', { name: text.change, exact: true }).click();
        await card.locator(`[data-day="${nextRiyadhWeekday(0)}"]`).click();
        await card.getByRole('button', { name: `${windows.customerMoved.from}-${windows.customerMoved.to}`, exact: true }).click();
        await card.getByRole('button', { name: text.confirm, exact: true }).click();
        await toastSaying(world.customer.page, text.moved);
      },
    },
    'request.visitCancelled': {
      does: (event) =>
        event.data.refundHalalas === 0
          ? {
              en: `Customer: on the card tap 'Cancel visit'; ${ruleShown.en} and no refund (nothing was paid); tap 'Confirm cancellation'`,
              ar: `العميل: في البطاقة اضغط «إلغاء الزيارة»؛ ${ruleShown.ar} ولا مبلغ يُعاد (لم يُدفع شيء)؛ اضغط «تأكيد الإلغاء»`,
            }
          : {
              en: `Customer: on the card tap 'Cancel visit'; ${ruleShown.en} and 'You will get back ${price.shown}: the whole price.'; tap 'Confirm cancellation'`,
              ar: `العميل: في البطاقة اضغط «إلغاء الزيارة»؛ ${ruleShown.ar} و«سيُعاد إليك ${price.shown}: السعر كاملًا.»؛ اضغط «تأكيد الإلغاء»`,
            },
      async act(world, _event, before) {
        const words = visitCancelText[world.language];
        const { page } = world.customer;
        // The rules in force and the real clock (the booking is next Sunday): on a Saturday the visit may be within the fee's hours.
        const rules = ((await (await page.request.get('/api/settings')).json()) as { settings: { visitRules: typeof defaultSettings.visitRules } }).settings.visitRules;
        const startsAt = visitStartsAt(nextRiyadhWeekday(0), before.context.appointment?.from ?? bookedAt);
        const { feeHalalas, refundHalalas } = cancellationFigures(price.halalas, startsAt, new Date().toISOString(), rules);
        const riyals = (halalas: number) => (halalas / 100).toFixed(2);
        await (await customerCard(world)).getByRole('button', { name: words.cancelVisit, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.getByTestId('cancellation-rule').textContent(), waiting).toBe(words.rule(rules.freeCancellationHours, rules.lateCancellationFeePercent));
        if (isFree(before)) expect(await dialog.getByTestId('cancellation-figures').count()).toBe(0);
        else expect(await dialog.getByTestId('cancellation-figures').textContent()).toBe(feeHalalas === 0 ? words.wholePrice(riyals(refundHalalas)) : words.withFee(riyals(refundHalalas), riyals(feeHalalas)));
        await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
        await toastSaying(page, words.cancelled);
      },
    },
    'request.technicianOnTheWay': {
      does: (event) =>
        event.data.expectedAt === expectedArrivals.first
          ? {
              en: `Admin: choose 'Expected arrival' ${expectedArrivals.first} and tap 'On the way'`,
              ar: `المشرف: اختر «موعد الوصول المتوقع» ${expectedArrivals.first} واضغط «في الطريق»`,
            }
          : {
              en: `Admin: choose 'Expected arrival' ${expectedArrivals.late} and tap 'Update expected time'`,
              ar: `المشرف: اختر «موعد الوصول المتوقع» ${expectedArrivals.late} واضغط «تحديث الموعد المتوقع»`,
            },
      async act(world, event, before) {
        const text = adminWords(world.language);
        const { page } = world.admin;
        const updating = before.matches('onTheWay');
        await page.getByLabel(text.expectedArrival, { exact: true }).selectOption(event.data.expectedAt);
        await page.getByRole('button', { name: updating ? text.updateExpectedTime : text.onTheWay, exact: true }).click();
        await toastSaying(page, updating ? text.expectedArrivalUpdated : text.markedOnTheWay);
      },
    },
    'request.technicianArrived': {
      does: { en: "Admin: tap 'Arrived'", ar: 'المشرف: اضغط «وصل»' },
      async act(world) {
        const text = adminWords(world.language);
        await world.admin.page.getByRole('button', { name: text.arrived, exact: true }).click();
        await toastSaying(world.admin.page, text.markedArrived);
      },
    },
    'request.reviewed': {
      does: (event) => ({
        en: `Customer: on the request's page, under 'Rate your visit', choose '${reviewsText.en.stars(event.data.stars)}', type the comment '${event.data.comment}' and tap 'Send review'`,
        ar: `العميل: في صفحة الطلب، تحت «قيّم زيارتك»، اختر «${reviewsText.ar.stars(event.data.stars)}» واكتب التعليق «${event.data.comment}» واضغط «إرسال التقييم»`,
      }),
      act: (world, event) => writeReview(world, event.data, 'send'),
    },
    'request.reviewEdited': {
      does: (event) => ({
        en: `Customer: tap 'Edit review', choose '${reviewsText.en.stars(event.data.stars)}', type the comment '${event.data.comment}' and tap 'Save review'`,
        ar: `العميل: اضغط «تعديل التقييم» واختر «${reviewsText.ar.stars(event.data.stars)}» واكتب التعليق «${event.data.comment}» واضغط «حفظ التقييم»`,
      }),
      act: (world, event) => writeReview(world, event.data, 'save'),
    },
    'request.photoAttached': {
      does: {
        en: 'Wait while the app sends the photo chosen offline and attaches it to the request',
        ar: 'انتظر حتى يرسل التطبيق الصورة المختارة دون اتصال ويرفقها بالطلب',
      },
      async act(world) {
        world.releasePhoto?.();
      },
    },
  },
  async open(browser, language) {
    const [customer, admin] = await Promise.all([
      (async () => {
        const visitor = await newVisitor(browser);
        await languageChosenBefore(visitor, language);
        await registeredByApi(visitor, language === 'ar' ? 'هند القحطاني' : 'Hind Alqahtani');
        await visitor.open('/book/plumbing');
        return visitor;
      })(),
      (async () => {
        const visitor = await fileAdmin(browser, language);
        await visitor.open('/admin/dashboard?tab=requests');
        return visitor;
      })(),
    ]);
    const technician = await plumberAdded(admin);
    return { language, visitors: [customer, admin], customer, admin, requestId: null, releasePhoto: null, technician };
  },
  async close(world) {
    await Promise.all(world.visitors.map(leave));
  },
  unreachable: {
    'request.chargeRefunded':
      "The server's answer to a second charge the request cannot take (another amount, or paid already): the checkout only ever charges the price in force under the one payment id the server hands out, so no tap in the app causes it (tests/e2e/automatic-refunds.e2e.test.ts forges the charge through the API)",
    'request.chargeRefundFailed':
      'The provider refusing a refund the server asked for: nothing a person does in the app causes it (tests/server/payments-refund-retries.int.test.ts has Moyasar refuse refunds; tests/machines/request.machine.unit.test.ts)',
    'request.onTheWay --request.visitRescheduled':
      "A customer's move once the technician set out, refused by technicianNotSetOut: the card offers 'Change time' only before (tests/server/visit-moves.int.test.ts sends one through the API)",
    'guard `and` never false':
      "The combined guards are the booking rules (false only for a booking the form does not let a person make: a Friday, the past, outside the hours or Riyadh), the provider's payment (false only for a payment a browser proposes, or of another amount, which the server refunds instead) and the refunds': none is false from the UI (tests/machines/request.machine.unit.test.ts and tests/machines/stream-machines.model.unit.test.ts send each refused)",
    'guard `onePhotoPerRequest` never false': 'False only for a second photo, and the app attaches the one photo of a booking (tests/machines/request.machine.unit.test.ts sends another)',
    'guard `oneReviewPerVisit` never false':
      "The request's page offers 'Rate your visit' only until a review is written (tests/server/reviews.int.test.ts sends a second one through the API and reads oneReviewPerVisit)",
    'guard `reviewStillEditable` never false':
      "'Edit review' is offered only within 7 days of the review (tests/server/reviews.int.test.ts sends a later change through the API and reads reviewStillEditable)",
    'guard `reviewedByOwner` never false': 'Only the customer who booked sees the request, so only they can review it (tests/server/reviews.int.test.ts: another customer gets 403)',
  },
};
