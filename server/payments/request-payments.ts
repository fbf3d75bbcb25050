import { v7 as uuidv7 } from 'uuid';
import type { RequestPaid } from '../../machines/domain/request-events.ts';
import { requestStream } from '../../machines/domain/streams.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { ApiError } from '../http/api-error.ts';
import { attemptAmount, settleAttempt } from './payment-attempts.ts';
import { paymentConfirmedByProvider, paymentStart, unknownPayment, type Payer, type PaymentDeps, type PaymentStart } from './payment-steps.ts';
import type { Purchase } from './purchases.ts';

// Paying for an accepted offer. `start` hands out the payment's id before any card is sent
// (none once the request is paid); `confirm` asks the provider about that id and appends
// `request.paid` as the server, exactly once however many reports of the payment arrive.
const notFound = () => new ApiError(404, 'notFound', 'No such request.');
const alreadyPaid = () => new ApiError(409, 'alreadyPaid', 'This request is paid already.');
const notAwaitingPayment = () => new ApiError(409, 'notAwaitingPayment', 'This request has no accepted offer to pay.');

export async function startRequestPayment(deps: PaymentDeps, payer: { customerId: string }, requestId: string): Promise<PaymentStart> {
  const { request } = await requestState(deps, payer, requestId);
  if (request.context.payment) throw alreadyPaid();
  if (!request.matches('awaitingPayment')) throw notAwaitingPayment();
  return paymentStart(deps, { kind: 'request', requestId }, request.context.priceHalalas!);
}

export async function confirmRequestPayment(deps: PaymentDeps, payer: Payer, requestId: string, paymentId: string): Promise<RequestPaid> {
  const purchase: Purchase = { kind: 'request', requestId };
  // An id our server never handed out for this request is no payment of it: nothing is asked.
  if ((await attemptAmount(deps.db, paymentId, purchase)) === null) throw unknownPayment();

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const { request, version } = await requestState(deps, payer, requestId);
    const recorded = request.context.payment;
    if (recorded?.paymentId === paymentId) return recorded;
    if (recorded) throw alreadyPaid();
    if (!request.matches('awaitingPayment')) throw notAwaitingPayment();

    const data = await paymentConfirmedByProvider(deps, paymentId, purchase, request.context.priceHalalas!);
    const at = deps.now();
    const result = await deps.store.append(
      [
        {
          id: uuidv7(),
          stream: requestStream(requestId),
          expectedVersion: version,
          type: 'request.paid',
          schema: 1,
          data,
          actor: { role: 'system' },
          at: at.toISOString(),
          audience: request.context.ownerId!,
        },
      ],
      { alongside: settleAttempt(paymentId, at) },
    );
    if (result.status === 'appended') return data;
    if (result.status !== 'versionConflict') throw new Error(`request.paid append: ${result.status}`);
    // Another report of this payment (the webhook, a second tab) appended first: look again.
  }
  throw new Error(`Payment ${paymentId} kept colliding with other appends to request ${requestId}`);
}

/** Someone else's request is answered like one that does not exist: its id reveals nothing. */
async function requestState(deps: PaymentDeps, payer: Payer, requestId: string) {
  const { version, snapshot } = await deps.streamStates.current(requestStream(requestId), requestMachine);
  const request = snapshot as RequestSnapshot;
  if (version === 0 || (payer && request.context.ownerId !== payer.customerId)) throw notFound();
  return { request, version };
}
