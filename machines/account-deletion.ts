// When a customer may have their account deleted (docs/decisions.md 34), judged on their
// requests as they stand: not while a visit booked for them is still to come (cancel it or let
// it be done first), nor while money the server owes them has not reached them. What is still
// open and unpaid is cancelled with the deletion.
import { mayCancel } from './request-status.ts';
import type { RequestSnapshot } from './request.machine.ts';

export type DeletionRefusal = 'paidVisitNotDone' | 'refundPending';

const visitToCome = ['paid', 'scheduled', 'appointed', 'onTheWay', 'arrived'] as const;

/** A visit paid for (or included in the plan) that is not done yet. */
export const paidVisitNotDone = (request: RequestSnapshot) => visitToCome.some((state) => request.matches(state));
/** A charge the server gave back on its own and the payment provider did not take yet. */
export const refundPending = (request: RequestSnapshot) => request.context.automaticRefunds.some((refund) => refund.status === 'failed');

/** The first rule the customer's requests break, or null when the account may be deleted now. */
export function deletionRefusal(requests: RequestSnapshot[]): DeletionRefusal | null {
  if (requests.some(paidVisitNotDone)) return 'paidVisitNotDone';
  if (requests.some(refundPending)) return 'refundPending';
  return null;
}

/** The requests the deletion cancels: booked, not yet paid, and still cancellable. */
export const cancelledWithDeletion = (requests: RequestSnapshot[]) => requests.filter(mayCancel);
