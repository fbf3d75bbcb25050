import type { RefundReason } from '../../machines/domain/charge-refunds.ts';
import type { RequestVisitCancelled } from '../../machines/domain/request-events.ts';
import { requestMachine, type RequestContext } from '../../machines/request.machine.ts';
import type { LiveFeed } from '../events/live-feed.ts';
import { checkpointOf, followLog, lastHandledPosition, saveCheckpoint, type FollowedLog } from '../events/reactor-checkpoints.ts';
import type { StoredEvent } from '../store/event-store.ts';
import { refundCharge } from './charge-refunds.ts';
import type { PaymentDeps } from './payment-steps.ts';
import { purchaseOf } from './purchases.ts';

// A refund the provider refused or could not be reached for (docs/payments.md, "Charges refunded
// automatically") is tried again by the server on its own, later each time: 30 s, 1 min, 2 min…
// up to an hour between tries, until the log records it refunded. Each try goes through the
// same refundCharge as a report of the payment, so a refund is still asked for and recorded once.
// A visit the customer cancelled is a refund due at once (its price less its fee, docs/decisions.md 28):
// it takes the same path, and a failure of it is tried again like any other.
// The first refund due not yet settled is the checkpoint: a restart tries those again.
export interface RefundRetryDeps extends PaymentDeps {
  feed: LiveFeed;
  /** The wait before the first try again, doubled at each failure; 30 s by default. */
  firstRetryMs?: number;
}

const reactor = 'refundRetry';
export const longestRetryWaitMs = 60 * 60_000;

const failedRefund = (event: StoredEvent) => event.type === 'request.chargeRefundFailed' || event.type === 'subscription.chargeRefundFailed';
const refunded = (event: StoredEvent) => event.type === 'request.chargeRefunded' || event.type === 'subscription.chargeRefunded';
const cancelledWithRefund = (event: StoredEvent) =>
  event.type === 'request.visitCancelled' && (event.data as RequestVisitCancelled).refundHalalas > 0;

interface RefundFailure {
  paymentId: string;
  reason: RefundReason;
  amountHalalas: number;
}

/** A cancellation waits under its request's stream, a failure under its payment: each key is tried on its own. */
const keyOf = (event: StoredEvent) => (event.type === 'request.visitCancelled' ? event.stream : (event.data as RefundFailure).paymentId);

export class RefundRetries {
  readonly name = reactor;
  /** Refunds to try again, by payment id, with the position of their latest failure. */
  private readonly waiting = new Map<string, { position: number; timer: NodeJS.Timeout }>();
  /** Failures seen per payment: the wait before the next try doubles with each. */
  private readonly failures = new Map<string, number>();
  private followed: FollowedLog | null = null;
  private stopped = false;

  constructor(private readonly deps: RefundRetryDeps) {}

  async start(): Promise<void> {
    const from = await checkpointOf(this.deps.db, reactor);
    this.followed = await followLog(this.deps, from, (event) => {
      if (failedRefund(event) || cancelledWithRefund(event)) this.schedule(event);
      else if (refunded(event)) {
        this.failures.delete((event.data as RefundFailure).paymentId);
        // A checkpoint not saved now is saved at the next settled refund.
        this.settle((event.data as RefundFailure).paymentId).catch((error: Error) => console.error(`refund retry checkpoint: ${error.message}`));
      }
    });
    await this.saveCheckpoint();
  }

  stop(): void {
    this.stopped = true;
    this.followed?.detach();
    for (const { timer } of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }

  /** Every event up to here has been seen; a refund waiting for its next try counts as dealt with. */
  get handledUpTo(): number {
    return this.followed?.seenUpTo ?? 0;
  }

  /** Refunds that failed and wait for their next try. */
  get pending(): number {
    return this.waiting.size;
  }

  /** A cancellation is tried at once the first time; a failure, and a cancellation tried in vain, later each time. */
  private schedule(due: StoredEvent, tried = false): void {
    const key = keyOf(due);
    const failures = (this.failures.get(key) ?? 0) + (failedRefund(due) || tried ? 1 : 0);
    this.failures.set(key, failures);
    clearTimeout(this.waiting.get(key)?.timer);
    const wait = Math.min(longestRetryWaitMs, (this.deps.firstRetryMs ?? 30_000) * 2 ** (failures - 1));
    const delay = failures === 0 ? 0 : (tried ? this.deps.now().getTime() : Date.parse(due.at)) + wait - this.deps.now().getTime();
    const timer = setTimeout(() => void this.retry(due), Math.max(0, delay));
    this.waiting.set(key, { position: due.position, timer });
  }

  private async retry(due: StoredEvent): Promise<void> {
    if (this.stopped) return;
    const key = keyOf(due);
    try {
      // A failure appends another chargeRefundFailed, which schedules the next try as it arrives.
      await (due.type === 'request.visitCancelled' ? this.refundCancellation(due) : this.refundAgain(due.data as RefundFailure));
      if (due.type === 'request.visitCancelled') this.failures.delete(key);
      if (this.waiting.get(key)?.position === due.position) await this.settle(key);
    } catch (error) {
      // The provider or the database may be away: the refund waits for its next try.
      console.error(`refund retry of ${key}: ${(error as Error).name} ${(error as Error).message}`);
      if (!this.stopped && this.waiting.get(key)?.position === due.position) this.schedule(due, true);
    }
  }

  private async refundAgain({ paymentId, reason, amountHalalas }: RefundFailure): Promise<void> {
    const payment = await this.deps.provider.fetchPayment(paymentId);
    const purchase = payment && purchaseOf(payment.metadata);
    if (payment && purchase) await refundCharge(this.deps, purchase, payment, reason, amountHalalas);
  }

  /** The price of a cancelled visit less its fee, back to the card it was paid with. */
  private async refundCancellation(cancellation: StoredEvent): Promise<void> {
    const request = (await this.deps.streamStates.current(cancellation.stream, requestMachine)).snapshot.context as RequestContext;
    const payment = request.payment && (await this.deps.provider.fetchPayment(request.payment.paymentId));
    const { refundHalalas } = cancellation.data as RequestVisitCancelled;
    const purchase = { kind: 'request' as const, requestId: cancellation.stream.slice('request-'.length) };
    if (payment) await refundCharge(this.deps, purchase, payment, 'visitCancelled', refundHalalas);
  }

  /** Nothing more to try for this payment or cancellation unless it fails again. */
  private async settle(key: string): Promise<void> {
    clearTimeout(this.waiting.get(key)?.timer);
    this.waiting.delete(key);
    await this.saveCheckpoint();
  }

  /** The last position before which no refund waits: a restart reads on from there. */
  private async saveCheckpoint(): Promise<void> {
    if (this.stopped || !this.followed) return;
    await saveCheckpoint(this.deps.db, reactor, lastHandledPosition(this.followed.seenUpTo, this.waiting.values()));
  }
}
