// When a customer may have their account deleted (docs/decisions.md 34), judged on their
// requests and their plan as they stand: not while a visit booked for them is still to come
// (cancel it or let it be done first), nor while money the server owes them (for a visit or a
// plan) has not reached them. What is still open and unpaid is cancelled with the deletion.
import type { AutomaticRefund } from './domain/charge-refunds.ts';
import { mayCancel } from './request-status.ts';
import type { RequestSnapshot } from './request.machine.ts';
import type { SubscriptionContext } from './subscription.machine.ts';

export type DeletionRefusal = 'paidVisitNotDone' | 'refundPending';

/** What the rules read of a customer: their requests' states and their plan. */
export interface DeletionCase {
  requests: RequestSnapshot[];
  plan: Pick<SubscriptionContext, 'automaticRefunds'>;
}

const visitToCome = ['paid', 'scheduled', 'appointed', 'onTheWay', 'arrived'] as const;
const anyFailed = (refunds: AutomaticRefund[]) => refunds.some((refund) => refund.status === 'failed');

/** A visit paid for (or included in the plan) that is not done yet. */
export const paidVisitNotDone = ({ requests }: DeletionCase) => requests.some((request) => visitToCome.some((state) => request.matches(state)));
/** A charge (of a visit or of a plan) the server gave back on its own and the payment provider did not take yet. */
export const refundPending = ({ requests, plan }: DeletionCase) =>
  requests.some((request) => anyFailed(request.context.automaticRefunds)) || anyFailed(plan.automaticRefunds);

/** The first rule the customer's case breaks, or null when the account may be deleted now. */
export function deletionRefusal(customer: DeletionCase): DeletionRefusal | null {
  if (paidVisitNotDone(customer)) return 'paidVisitNotDone';
  if (refundPending(customer)) return 'refundPending';
  return null;
}

/** The requests the deletion cancels: booked, not yet paid, and still cancellable. */
export const cancelledWithDeletion = (requests: RequestSnapshot[]) => requests.filter(mayCancel);
