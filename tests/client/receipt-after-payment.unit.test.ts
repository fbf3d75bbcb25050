import { describe, expect, it } from 'vitest';
import { receiptAfterPayment, type CheckoutOpening, type ReceiptSearch } from '../../src/app/receipt-after-payment.ts';

/** A checkout opened as `opening`; what it navigated to, in order. */
function checkout(opening: CheckoutOpening) {
  const visits: ReceiptSearch[] = [];
  return { arrivals: receiptAfterPayment(opening, (search) => visits.push(search)), visits };
}

const openedUnpaid: CheckoutOpening = { paidWhenOpened: false, returnedPaymentId: null };

describe('the receipt a paid checkout leads to', () => {
  it('confirms the payment when the page’s own answer arrives before the live log’s request.paid', () => {
    // given a checkout opened on an unpaid request
    const { arrivals, visits } = checkout(openedUnpaid);
    // when its payment answers first, then the log brings the payment
    arrivals.paidHere();
    arrivals.paidInLog();
    // then the customer lands once on the receipt with its confirmation
    expect(visits).toEqual([{ confirmed: true }]);
  });

  it('confirms the payment when the live log’s request.paid arrives before the page’s own answer', () => {
    // given a checkout opened on an unpaid request
    const { arrivals, visits } = checkout(openedUnpaid);
    // when the log brings the payment first, then the payment answers
    arrivals.paidInLog();
    arrivals.paidHere();
    // then the confirmation is not lost
    expect(visits).toEqual([{ confirmed: true }]);
  });

  it('confirms a payment the customer comes back with from the provider, even when the log already holds it', () => {
    // given a checkout reopened by the provider's page, the payment already in the log
    const { arrivals, visits } = checkout({ paidWhenOpened: true, returnedPaymentId: '0195a000-0000-7000-8000-000000000001' });
    // when the log's payment is seen
    arrivals.paidInLog();
    // then the receipt is the confirmed one
    expect(visits).toEqual([{ confirmed: true }]);
  });

  it('leads to the plain receipt when the request was paid before the page opened', () => {
    // given a checkout opened on a request paid earlier or in another tab
    const { arrivals, visits } = checkout({ paidWhenOpened: true, returnedPaymentId: null });
    // when the log's payment is seen
    arrivals.paidInLog();
    // then there is nothing to confirm
    expect(visits).toEqual([{}]);
  });
});
