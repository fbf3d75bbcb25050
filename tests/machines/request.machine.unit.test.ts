import { describe, expect, it } from 'vitest';
import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';
import type { RequestSubmitted, RequestSubmittedWithDrawnNumber } from '../../machines/domain/request-events.ts';
import { currentSchemaVersion, eventDefinition } from '../../machines/domain/event-catalog.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { awaitsCustomerAnswer, awaitsPayment, mayCancel, requestBadge, requestNumber } from '../../machines/request-status.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent, system } from './given-events.ts';
import { paidWith, plumbingVisit, secondChargeRefunded, secondChargeRefundFailed } from './sample-payloads.ts';

// Sunday 22 November 2026, 12:00 in Riyadh; the visit is asked for Tuesday the 24th.
const sundayNoon = '2026-11-22T09:00:00.000Z';
const booking = plumbingVisit;

const submitted = (change: Partial<RequestSubmitted> = {}, at = sundayNoon) =>
  anEvent('request.submitted', { ...booking, ...change }, { at });
const numbered = (orderNumber: number, actor: Actor = system) => anEvent('request.numbered', { orderNumber }, { actor, at: sundayNoon });
const offerMade = (priceHalalas: number, adminNote = '') =>
  anEvent('request.offerMade', { priceHalalas, adminNote }, { actor: admin, at: '2026-11-22T10:00:00.000Z' });
const declined = () => anEvent('request.declined', { adminNote: 'No technician that day' }, { actor: admin });
const accepted = () => anEvent('request.offerAccepted', {}, { at: '2026-11-22T11:00:00.000Z' });
const rejected = () => anEvent('request.offerRejected', {}, { at: '2026-11-22T11:00:00.000Z' });
const cancelled = () => anEvent('request.cancelled', {}, { at: '2026-11-22T11:30:00.000Z' });
const paid = (amountHalalas: number, actor: Actor = system) =>
  anEvent('request.paid', paidWith('pay_123', amountHalalas), { actor, at: '2026-11-22T12:00:00.000Z' });
const completed = () => anEvent('request.completed', {}, { actor: admin, at: '2026-11-24T12:00:00.000Z' });

const given = (...events: MachineEvent[]) => replay(requestMachine, events) as RequestSnapshot;
const refusal = (snapshot: RequestSnapshot, event: MachineEvent) => {
  const decision = decide(snapshot, event);
  return decision.accepted ? 'accepted' : decision.reason;
};

describe('submitting a request', () => {
  it('opens a pending request owned by the customer who submitted it, at the time the server accepted it', () => {
    const request = given(submitted());
    expect(request.value).toBe('pending');
    expect(request.context).toMatchObject({
      ownerId: '1234',
      kind: 'general',
      services: ['plumbing'],
      note: booking.note,
      address: booking.address,
      coordinates: booking.coordinates,
      phone: booking.phone,
      preferredDate: '2026-11-24',
      preferredTime: '10:30',
      photoId: null,
      orderNumber: null,
      submittedAt: sundayNoon,
      priceHalalas: null,
      adminNote: null,
    });
  });

  it('refuses a Friday with noFridayService', () => {
    expect(refusal(given(), submitted({ preferredDate: '2026-11-27' }))).toBe('noFridayService');
  });

  it('refuses yesterday in Riyadh with notBeforeToday, though it is still that date in UTC', () => {
    const justAfterMidnightInRiyadh = '2026-11-23T21:30:00.000Z';
    expect(refusal(given(), submitted({ preferredDate: '2026-11-23' }, justAfterMidnightInRiyadh))).toBe('notBeforeToday');
  });

  it('refuses today at a time that has passed in Riyadh with notInThePast (09:00 asked at 14:41)', () => {
    const at1441InRiyadh = '2026-11-22T11:41:00.000Z';
    expect(refusal(given(), submitted({ preferredDate: '2026-11-22', preferredTime: '09:00' }, at1441InRiyadh))).toBe('notInThePast');
    expect(refusal(given(), submitted({ preferredDate: '2026-11-22', preferredTime: '14:41' }, at1441InRiyadh))).toBe('accepted');
  });

  it('accepts today in Riyadh', () => {
    expect(refusal(given(), submitted({ preferredDate: '2026-11-22', preferredTime: '18:00' }))).toBe('accepted');
  });

  it('refuses 22:30 with withinWorkingHours when the hours are 08:00-22:00', () => {
    expect(refusal(given(), submitted({ preferredTime: '22:30' }))).toBe('withinWorkingHours');
  });

  it('checks the time against the hours the booking carries', () => {
    const lateHours = { opens: '10:00', closes: '23:00' };
    expect(refusal(given(), submitted({ preferredTime: '22:30', workingHours: lateHours }))).toBe('accepted');
  });

  it('refuses coordinates in Jeddah with insideRiyadh', () => {
    expect(refusal(given(), submitted({ coordinates: { lat: 21.5433, lng: 39.1728 } }))).toBe('insideRiyadh');
  });

  it('accepts a request without coordinates', () => {
    expect(refusal(given(), submitted({ coordinates: null }))).toBe('accepted');
  });

  it('names the first rule broken when several are', () => {
    const everythingWrong = submitted({ preferredDate: '2026-11-20', preferredTime: '23:00', coordinates: { lat: 21.5, lng: 39.2 } });
    expect(refusal(given(), everythingWrong)).toBe('noFridayService');
  });

  it('refuses a second submission of the same request', () => {
    expect(refusal(given(submitted()), submitted())).toBe(notAllowedNow);
  });

  it('refuses any other event before the request is submitted', () => {
    expect(refusal(given(), offerMade(15_000))).toBe(notAllowedNow);
  });
});

describe('the admin answering a pending request', () => {
  it('records an offer with its price and note', () => {
    const request = given(submitted(), offerMade(15_000, 'Parts included'));
    expect(request.value).toBe('offered');
    expect(request.context).toMatchObject({ priceHalalas: 15_000, adminNote: 'Parts included', offeredAt: '2026-11-22T10:00:00.000Z' });
  });

  it('declines the request with a note', () => {
    const request = given(submitted(), declined());
    expect(request.value).toBe('declined');
    expect(request.context.adminNote).toBe('No technician that day');
    expect(request.context.declinedAt).not.toBeNull();
  });

  it('revises an offer while the customer has not answered, keeping the new price', () => {
    const request = given(submitted(), offerMade(15_000), offerMade(12_000, 'Found a cheaper part'));
    expect(request.value).toBe('offered');
    expect(request.context).toMatchObject({ priceHalalas: 12_000, adminNote: 'Found a cheaper part' });
  });

  it('refuses to decline a request once an offer is made', () => {
    expect(refusal(given(submitted(), offerMade(15_000)), declined())).toBe(notAllowedNow);
  });
});

describe('the customer answering an offer', () => {
  it('accepts a priced offer and then awaits payment', () => {
    const request = given(submitted(), offerMade(15_000), accepted());
    expect(request.value).toBe('awaitingPayment');
    expect(request.context.answeredAt).toBe('2026-11-22T11:00:00.000Z');
  });

  it('accepts an offer of 0, included in the plan, and is scheduled with no payment', () => {
    expect(given(submitted(), offerMade(0), accepted()).value).toBe('scheduled');
  });

  it('rejects an offer', () => {
    const request = given(submitted(), offerMade(15_000), rejected());
    expect(request.value).toBe('offerRejected');
    expect(request.context.answeredAt).toBe('2026-11-22T11:00:00.000Z');
  });

  it('gets a new offer after rejecting one, to answer again', () => {
    const request = given(submitted(), offerMade(15_000), rejected(), offerMade(10_000));
    expect(request.value).toBe('offered');
    expect(request.context).toMatchObject({ priceHalalas: 10_000, answeredAt: null });
  });

  it('refuses accepting when no offer is waiting, with notAllowedNow', () => {
    expect(refusal(given(submitted()), accepted())).toBe(notAllowedNow);
  });

  it('refuses accepting an offer twice', () => {
    expect(refusal(given(submitted(), offerMade(15_000), accepted()), accepted())).toBe(notAllowedNow);
  });
});

describe('cancelling', () => {
  it('cancels a pending request', () => {
    const request = given(submitted(), cancelled());
    expect(request.value).toBe('cancelled');
    expect(request.context.cancelledAt).toBe('2026-11-22T11:30:00.000Z');
  });

  it('cancels while an offer awaits the answer', () => {
    expect(given(submitted(), offerMade(15_000), cancelled()).value).toBe('cancelled');
  });

  it('refuses to cancel once the offer is accepted, with notAllowedNow', () => {
    expect(refusal(given(submitted(), offerMade(15_000), accepted()), cancelled())).toBe(notAllowedNow);
  });

  it('accepts nothing more once cancelled', () => {
    expect(refusal(given(submitted(), cancelled()), offerMade(15_000))).toBe(notAllowedNow);
  });
});

describe('a photo sent after its booking', () => {
  const photoId = '0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1';
  const photoAttached = () => anEvent('request.photoAttached', { photoId }, { at: '2026-11-22T10:30:00.000Z' });

  it('given a pending request without a photo, when its photo arrives, then the request shows it', () => {
    expect(given(submitted(), photoAttached()).context.photoId).toBe(photoId);
  });

  it('given an offer waiting for the answer, when the photo arrives, then it is attached and the offer stands', () => {
    const request = given(submitted(), offerMade(15_000), photoAttached());
    expect(request.value).toBe('offered');
    expect(request.context).toMatchObject({ photoId, priceHalalas: 15_000 });
  });

  it('given a booking sent with its photo, when another arrives, then onePhotoPerRequest refuses it', () => {
    expect(refusal(given(submitted({ photoId })), photoAttached())).toBe('onePhotoPerRequest');
  });

  it('given a cancelled request, when the photo arrives, then it is refused with notAllowedNow', () => {
    expect(refusal(given(submitted(), cancelled()), photoAttached())).toBe(notAllowedNow);
  });
});

describe('paying and completing', () => {
  it('is paid when the amount equals the accepted price', () => {
    const request = given(submitted(), offerMade(15_000), accepted(), paid(15_000));
    expect(request.value).toBe('paid');
    expect(request.context).toMatchObject({ payment: paidWith('pay_123', 15_000), paidAt: '2026-11-22T12:00:00.000Z' });
  });

  it('refuses a payment recorded by anyone but the server, whatever the amount, with confirmedByProvider', () => {
    const awaiting = given(submitted(), offerMade(15_000), accepted());
    expect(refusal(awaiting, paid(15_000, { role: 'customer', userId: '1234' }))).toBe('confirmedByProvider');
    expect(refusal(awaiting, paid(15_000, admin))).toBe('confirmedByProvider');
  });

  it('refuses a second payment of a paid request', () => {
    expect(refusal(given(submitted(), offerMade(15_000), accepted(), paid(15_000)), paid(15_000))).toBe(notAllowedNow);
  });

  it('refuses a payment of a different amount with paidInFull', () => {
    expect(refusal(given(submitted(), offerMade(15_000), accepted()), paid(10_000))).toBe('paidInFull');
  });

  it('refuses a payment before the offer is accepted', () => {
    expect(refusal(given(submitted(), offerMade(15_000)), paid(15_000))).toBe(notAllowedNow);
  });

  it('completes a paid request', () => {
    const request = given(submitted(), offerMade(15_000), accepted(), paid(15_000), completed());
    expect(request.value).toBe('completed');
    expect(request.context.completedAt).toBe('2026-11-24T12:00:00.000Z');
  });

  it('completes a visit included in the plan', () => {
    expect(given(submitted(), offerMade(0), accepted(), completed()).value).toBe('completed');
  });

  it('refuses to complete a request that is neither paid nor included in a plan', () => {
    expect(refusal(given(submitted(), offerMade(15_000), accepted()), completed())).toBe(notAllowedNow);
  });
});

describe('a second charge refunded by the server', () => {
  const paidTwice = () => given(submitted(), offerMade(15_000), accepted(), paid(15_000));
  const refunded = (actor: Actor = system) => anEvent('request.chargeRefunded', secondChargeRefunded, { actor, at: '2026-11-22T12:05:00.000Z' });
  const refundFailed = () => anEvent('request.chargeRefundFailed', secondChargeRefundFailed, { actor: system, at: '2026-11-22T12:04:00.000Z' });

  it('keeps the request paid by its first payment and shows the admin the refund', () => {
    const request = given(submitted(), offerMade(15_000), accepted(), paid(15_000), refunded());
    expect(request.value).toBe('paid');
    expect(request.context.payment?.paymentId).toBe('pay_123');
    expect(request.context.automaticRefunds).toEqual([{ status: 'refunded', ...secondChargeRefunded, at: '2026-11-22T12:05:00.000Z' }]);
  });

  it('refuses a refund recorded by anyone but the server with refundedByServer', () => {
    expect(refusal(paidTwice(), refunded({ role: 'customer', userId: '1234' }))).toBe('refundedByServer');
    expect(refusal(paidTwice(), refunded(admin))).toBe('refundedByServer');
  });

  it('refunds a charge once: a second refund or a later failure is refused with notRefundedYet', () => {
    const once = given(submitted(), offerMade(15_000), accepted(), paid(15_000), refunded());
    expect(refusal(once, refunded())).toBe('notRefundedYet');
    expect(refusal(once, refundFailed())).toBe('notRefundedYet');
  });

  it('shows a failed refund until the retry goes through, then the refund alone', () => {
    const failed = given(submitted(), offerMade(15_000), accepted(), paid(15_000), refundFailed());
    expect(failed.context.automaticRefunds.map((refund) => refund.status)).toEqual(['failed']);
    const retried = given(submitted(), offerMade(15_000), accepted(), paid(15_000), refundFailed(), refunded());
    expect(retried.context.automaticRefunds.map((refund) => refund.status)).toEqual(['refunded']);
  });
});

describe('what the customer sees', () => {
  it.each([
    ['submitted', [submitted()], 'pending'],
    ['offered', [submitted(), offerMade(15_000)], 'accepted'],
    ['declined', [submitted(), declined()], 'rejected'],
    ['offer accepted, unpaid', [submitted(), offerMade(15_000), accepted()], 'offerAccepted'],
    ['offer accepted, included in the plan', [submitted(), offerMade(0), accepted()], 'offerAccepted'],
    ['offer rejected', [submitted(), offerMade(15_000), rejected()], 'offerRejected'],
    ['paid', [submitted(), offerMade(15_000), accepted(), paid(15_000)], 'paid'],
    ['completed', [submitted(), offerMade(15_000), accepted(), paid(15_000), completed()], 'completed'],
    ['cancelled', [submitted(), cancelled()], 'cancelled'],
  ] as const)('shows the badge of a request %s', (_state, events, badge) => {
    expect(requestBadge(given(...events))).toBe(badge);
  });

  it('numbers a request by the last 6 hex digits of its id, upper-cased', () => {
    expect(requestNumber('0193a7c2-5e1f-7b3d-9a4e-00000c0ffee1')).toBe('0FFEE1');
  });

  it('offers cancelling exactly when a cancellation would be accepted', () => {
    for (const events of [[], [submitted()], [submitted(), offerMade(1)], [submitted(), offerMade(1), rejected()], [submitted(), offerMade(1), accepted()]]) {
      const request = given(...events);
      expect(mayCancel(request), `after ${events.map((event) => event.type).join(', ')}`).toBe(decide(request, cancelled()).accepted);
    }
  });

  it('waits for the customer\'s answer only while offered, and for payment only once a priced offer is accepted', () => {
    const offered = given(submitted(), offerMade(15_000));
    const acceptedOffer = given(submitted(), offerMade(15_000), accepted());
    expect([awaitsCustomerAnswer(offered), awaitsPayment(offered)]).toEqual([true, false]);
    expect([awaitsCustomerAnswer(acceptedOffer), awaitsPayment(acceptedOffer)]).toEqual([false, true]);
    expect(awaitsPayment(given(submitted(), offerMade(0), accepted()))).toBe(false);
  });
});

describe('numbering a request', () => {
  it('takes the order number the server gives in the same batch', () => {
    const request = given(submitted(), numbered(1000));
    expect(request.value).toBe('pending');
    expect(request.context.orderNumber).toBe(1000);
  });

  it('takes a number from the server only: a customer or an admin giving one is refused with numberedByServer', () => {
    expect(refusal(given(submitted()), numbered(1000, { role: 'customer', userId: '1234' }))).toBe('numberedByServer');
    expect(refusal(given(submitted()), numbered(1000, admin))).toBe('numberedByServer');
  });

  it('numbers a request once: a second number is refused with notNumberedYet', () => {
    expect(refusal(given(submitted(), numbered(1000)), numbered(1001))).toBe('notNumberedYet');
  });

  it('keeps the 3-digit number a browser drew in an old booking, and gives no second one', () => {
    const drawn: RequestSubmittedWithDrawnNumber = { ...booking, orderNumber: 417 };
    const request = given(anEvent('request.submitted', drawn, { at: sundayNoon }));
    expect(request.context.orderNumber).toBe(417);
    expect(refusal(request, numbered(1000))).toBe('notNumberedYet');
  });

  it('numbers nothing before a booking nor after the admin answered it', () => {
    expect(refusal(given(), numbered(1000))).toBe(notAllowedNow);
    expect(refusal(given(submitted(), offerMade(15_000)), numbered(1000))).toBe(notAllowedNow);
  });
});

describe('request payloads', () => {
  const schemaOf = (type: string) => {
    const definition = eventDefinition(type)!;
    return definition.schemas[currentSchemaVersion(definition)]!;
  };

  it('accepts the booking as submitted', () => {
    expect(schemaOf('request.submitted').safeParse(booking).success).toBe(true);
  });

  it.each([
    ['two services in a general booking', { services: ['plumbing', 'ac'] }],
    ['an unknown service', { services: ['gardening'] }],
    ['a blank note', { note: '   ' }],
    ['an address of two letters', { address: 'ab' }],
    ['a phone not stored as +9665XXXXXXXX', { phone: '0512345678' }],
    ['a date that does not exist', { preferredDate: '2026-02-30' }],
    ['a time that is not HH:MM', { preferredTime: '9:30' }],
    ['an order number of its own: the server gives it', { orderNumber: 1000 }],
    ['a photo id that is not an upload id', { photoId: '../etc/passwd' }],
    ['coordinates that are not numbers', { coordinates: { lat: '24.7', lng: 46.6 } }],
    ['an unknown field', { vip: true }],
  ])('refuses %s', (_what, change) => {
    expect(schemaOf('request.submitted').safeParse({ ...booking, ...change }).success).toBe(false);
  });

  it('replays the 3-digit numbers browsers drew (schema 1), and numbers the server gives from 1000, never in that range', () => {
    const drawnNumberSchema = eventDefinition('request.submitted')!.schemas[1]!;
    expect(drawnNumberSchema.safeParse({ ...booking, orderNumber: 417 }).success).toBe(true);
    expect(drawnNumberSchema.safeParse({ ...booking, orderNumber: 1000 }).success).toBe(false);
    expect(schemaOf('request.numbered').safeParse({ orderNumber: 1000 }).success).toBe(true);
    expect(schemaOf('request.numbered').safeParse({ orderNumber: 999 }).success).toBe(false);
    expect(schemaOf('request.numbered').safeParse({ orderNumber: 1000.5 }).success).toBe(false);
  });

  it('refuses a negative price, a payment of 0 and a whole card number in a payment', () => {
    expect(schemaOf('request.offerMade').safeParse({ priceHalalas: -1, adminNote: '' }).success).toBe(false);
    expect(schemaOf('request.paid').safeParse(paidWith('pay_1', 0)).success).toBe(false);
    expect(schemaOf('request.paid').safeParse({ ...paidWith('pay_1', 100), card: { brand: 'visa', last4: '4242424242424242' } }).success).toBe(false);
  });

  it('accepts an offer of 0 with an empty note', () => {
    expect(schemaOf('request.offerMade').safeParse({ priceHalalas: 0, adminNote: '' }).success).toBe(true);
  });
});
