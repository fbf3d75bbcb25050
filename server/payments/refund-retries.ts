import type { RefundReason } from '../../machines/domain/charge-refunds.ts';
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
// The first failure not yet settled is the checkpoint: a restart tries those again.
export interface RefundRetryDeps extends PaymentDeps {
  feed: LiveFeed;
  /** The wait before the first try again, doubled at each failure; 30 s by default. */
  firstRetryMs?: number;
}

const reactor = 'refundRetry';
export const longestRetryWaitMs = 60 * 60_000;

const failedRefund = (event: StoredEvent) => event.type === 'request.chargeRefundFailed' || event.type === 'subscription.chargeRefundFailed';
const refunded = (event: StoredEvent) => event.type === 'request.chargeRefunded' || event.type === 'subscription.chargeRefunded';

interface RefundFailure {
  paymentId: string;
  reason: RefundReason;
}

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
      if (failedRefund(event)) this.schedule(event);
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

  private schedule(failure: StoredEvent): void {
    const { paymentId } = failure.data as RefundFailure;
    const failures = (this.failures.get(paymentId) ?? 0) + 1;
    this.failures.set(paymentId, failures);
    clearTimeout(this.waiting.get(paymentId)?.timer);
    const wait = Math.min(longestRetryWaitMs, (this.deps.firstRetryMs ?? 30_000) * 2 ** (failures - 1));
    const delay = Date.parse(failure.at) + wait - this.deps.now().getTime();
    const timer = setTimeout(() => void this.retry(failure), Math.max(0, delay));
    this.waiting.set(paymentId, { position: failure.position, timer });
  }

  private async retry(failure: StoredEvent): Promise<void> {
    if (this.stopped) return;
    const { paymentId, reason } = failure.data as RefundFailure;
    try {
      const payment = await this.deps.provider.fetchPayment(paymentId);
      const purchase = payment && purchaseOf(payment.metadata);
      // A failure appends another chargeRefundFailed, which schedules the next try as it arrives.
      if (payment && purchase) await refundCharge(this.deps, purchase, payment, reason);
      if (this.waiting.get(paymentId)?.position === failure.position) await this.settle(paymentId);
    } catch (error) {
      // The provider or the database may be away: the failure waits for its next try.
      console.error(`refund retry of payment ${paymentId}: ${(error as Error).name} ${(error as Error).message}`);
      if (!this.stopped && this.waiting.get(paymentId)?.position === failure.position) this.schedule(failure);
    }
  }

  /** Nothing more to try for this payment unless it fails again. */
  private async settle(paymentId: string): Promise<void> {
    clearTimeout(this.waiting.get(paymentId)?.timer);
    this.waiting.delete(paymentId);
    await this.saveCheckpoint();
  }

  /** The last position before which no refund waits: a restart reads on from there. */
  private async saveCheckpoint(): Promise<void> {
    if (this.stopped || !this.followed) return;
    await saveCheckpoint(this.deps.db, reactor, lastHandledPosition(this.followed.seenUpTo, this.waiting.values()));
  }
}
