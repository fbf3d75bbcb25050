import type { RequestPaid } from '../../machines/domain/request-events.ts';
import { requestStream } from '../../machines/domain/streams.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { awaitsPayment } from '../../machines/request-status.ts';
import { notAllowedNow } from '../../machines/stream-decision.ts';
import { appendDecided } from '../events/append-decided.ts';
import { ApiError } from '../http/api-error.ts';
import { refusedCharge } from './charge-refunds.ts';
import { attemptAmount, settleAttempt } from './payment-attempts.ts';
import { recordedWithDocument } from './tax-documents.ts';
import { numbered, paymentConfirmedByProvider, paymentStart, unknownPayment, type Payer, type PaymentDeps, type PaymentStart } from './payment-steps.ts';
import type { Purchase } from './purchases.ts';

// Paying for an accepted offer. `start` hands out the payment's id before any card is sent
// (none once the request is paid); `confirm` asks the provider about that id and appends
// `request.paid` as the server, exactly once however many reports of the payment arrive; a
// charge the request can no longer take is refunded (charge-refunds.ts).
/** The line of a visit's invoice, as ZATCA reads it. */
const visitLineName = 'Home maintenance visit';

const notFound = () => new ApiError(404, 'notFound', 'No such request.');
const alreadyPaid = () => new ApiError(409, 'alreadyPaid', 'This request is paid already.');
const notAwaitingPayment = () => new ApiError(409, 'notAwaitingPayment', 'This request has no accepted offer to pay.');

export async function startRequestPayment(deps: PaymentDeps, payer: { customerId: string }, requestId: string): Promise<PaymentStart> {
  const { request } = await requestState(deps, payer, requestId);
  if (request.context.payment) throw alreadyPaid();
  if (!awaitsPayment(request)) throw notAwaitingPayment();
  return paymentStart(deps, { kind: 'request', requestId }, request.context.priceHalalas!);
}

export async function confirmRequestPayment(deps: PaymentDeps, payer: Payer, requestId: string, paymentId: string): Promise<RequestPaid> {
  const purchase: Purchase = { kind: 'request', requestId };
  // An id our server never handed out for this request is no payment of it: nothing is asked.
  if ((await attemptAmount(deps.db, paymentId, purchase)) === null) throw unknownPayment();

  const { request } = await requestState(deps, payer, requestId);
  const recorded = request.context.payment;
  if (recorded?.paymentId === paymentId) return recorded;
  // A second charge for a paid request (a second tab, a payment started before the first was recorded) is given back.
  if (recorded) throw await refusedCharge(deps, purchase, paymentId, 'alreadyPaid', alreadyPaid());
  const confirmed = await paymentConfirmedByProvider(deps, paymentId, purchase, request.context.priceHalalas!);
  try {
    const order = { kind: 'invoice' as const, for: { kind: 'request' as const, requestId, paymentId }, corrects: null, totalHalalas: confirmed.amountHalalas, lineName: visitLineName };
    return await recordedWithDocument(deps, order, settleAttempt(paymentId), async ({ number, qr, alongside, serversOwn }) => {
      const data = numbered(confirmed, { number, qr });
      await appendDecided(deps, { actor: { role: 'system' }, origin: 'server' }, [{ stream: requestStream(requestId), type: 'request.paid', data }], {
        alongside,
        serversOwn,
      });
      return data;
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === notAllowedNow)) throw error;
    // Another report of this payment (the webhook, a second tab) may have recorded it first.
    const recordedSince = (await requestState(deps, payer, requestId)).request.context.payment;
    if (recordedSince?.paymentId === paymentId) return recordedSince;
    throw recordedSince ? await refusedCharge(deps, purchase, paymentId, 'alreadyPaid', alreadyPaid()) : notAwaitingPayment();
  }
}

/** Someone else's request is answered like one that does not exist: its id reveals nothing. */
async function requestState(deps: PaymentDeps, payer: Payer, requestId: string) {
  const { version, snapshot } = await deps.streamStates.current(requestStream(requestId), requestMachine);
  const request = snapshot as RequestSnapshot;
  if (version === 0 || (payer && request.context.ownerId !== payer.customerId)) throw notFound();
  return { request, version };
}
