// A checkout learns that its request is paid from two sides, in either order: its own payment's
// answer, and the live log bringing `request.paid` (the server announces the payment as it
// records it, which can be before its answer reaches this page). Whichever comes first takes
// the customer to the receipt with its confirmation, once. A request that was already paid when
// the page opened (paid in another tab, or earlier) goes to its receipt plain, unless the
// customer is just back from the provider's confirmation page with this payment.

/** The receipt's search: `confirmed` when this checkout has just been paid. */
export interface ReceiptSearch {
  confirmed?: true;
}

export interface PaymentArrivals {
  /** This page's own payment was confirmed by the server. */
  paidHere(): void;
  /** The log holds the request's payment. */
  paidInLog(): void;
}

export interface CheckoutOpening {
  /** Whether the log already held the payment when the page first showed the request. */
  paidWhenOpened: boolean;
  /** The payment the customer came back with from the provider's confirmation page. */
  returnedPaymentId: string | null;
}

export function receiptAfterPayment(opening: CheckoutOpening, goToReceipt: (search: ReceiptSearch) => void): PaymentArrivals {
  let gone = false;
  const go = (search: ReceiptSearch) => {
    if (gone) return;
    gone = true;
    goToReceipt(search);
  };
  const paidElsewhere = opening.paidWhenOpened && opening.returnedPaymentId === null;
  return {
    paidHere: () => go({ confirmed: true }),
    paidInLog: () => go(paidElsewhere ? {} : { confirmed: true }),
  };
}
