import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { requestPaid, type RequestPaid } from '../../machines/domain/request-events.ts';
import { requestStream } from '../../machines/domain/streams.ts';
import { requestMachine, requestNumber, type RequestSnapshot } from '../../machines/request.machine.ts';
import type { StreamStates } from '../events/stream-states.ts';
import { ApiError } from '../http/api-error.ts';
import type { Database } from '../store/database.ts';
import type { EventStore } from '../store/event-store.ts';
import type { PaymentProvider, ProviderPayment } from './payment-provider.ts';

// Paying for an accepted offer. `start` hands out the payment's id before any card is sent:
// the same one while an attempt may still succeed, so a second tab re-sends the first payment
// instead of charging again, and none once the request is paid. `confirm` asks the provider
// about that id and, when status, amount, currency and request all match, appends
// `request.paid` as the server, exactly once however many reports of the payment arrive.
export interface PaymentDeps {
  db: Database;
  store: EventStore;
  streamStates: StreamStates;
  provider: PaymentProvider;
  now: () => Date;
}

export interface PaymentStart {
  paymentId: string;
  amountHalalas: number;
  currency: 'SAR';
  description: string;
  metadata: { requestId: string };
}

/** The customer asking, or null for the provider's own report (a webhook). */
export type Payer = { customerId: string } | null;

const currency = 'SAR';
const notFound = () => new ApiError(404, 'notFound', 'No such request.');
const alreadyPaid = () => new ApiError(409, 'alreadyPaid', 'This request is paid already.');

export async function startPayment(deps: PaymentDeps, payer: { customerId: string }, requestId: string): Promise<PaymentStart> {
  const { request } = await requestState(deps, payer, requestId);
  if (request.context.payment) throw alreadyPaid();
  if (!request.matches('awaitingPayment')) throw notAwaitingPayment();
  const amountHalalas = request.context.priceHalalas!;
  const { rows } = await deps.db.query<{ payment_id: string }>(
    `select payment_id from payment_attempts
      where request_id = $1 and provider = $2 and amount_halalas = $3 and failed_at is null
      order by created_at desc limit 1`,
    [requestId, deps.provider.name, amountHalalas],
  );
  let paymentId = rows[0]?.payment_id;
  if (!paymentId) {
    // Moyasar takes it as the payment's id (`given_id`) and asks for a UUID, v4 preferred.
    paymentId = randomUUID();
    await deps.db.query(
      `insert into payment_attempts (payment_id, request_id, provider, amount_halalas, created_at) values ($1, $2, $3, $4, $5)`,
      [paymentId, requestId, deps.provider.name, amountHalalas, deps.now()],
    );
  }
  return {
    paymentId,
    amountHalalas,
    currency,
    description: `Request ${requestNumber(requestId)}`,
    metadata: { requestId },
  };
}

export async function confirmPayment(deps: PaymentDeps, payer: Payer, requestId: string, paymentId: string): Promise<RequestPaid> {
  const { rows } = await deps.db.query<{ payment_id: string }>(
    'select payment_id from payment_attempts where payment_id = $1 and request_id = $2',
    [uuidShaped(paymentId) ? paymentId : null, requestId],
  );
  // An id our server never handed out for this request is no payment of it: nothing is asked.
  if (!rows[0]) throw new ApiError(404, 'unknownPayment', 'No such payment for this request.');

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const { request, version } = await requestState(deps, payer, requestId);
    const recorded = request.context.payment;
    if (recorded?.paymentId === paymentId) return recorded;
    if (recorded) throw alreadyPaid();
    if (!request.matches('awaitingPayment')) throw notAwaitingPayment();

    const payment = await deps.provider.fetchPayment(paymentId);
    if (!payment) throw new ApiError(404, 'unknownPayment', 'The provider knows no such payment.');
    await refuseUnlessPaid(deps, payment, requestId, request.context.priceHalalas!);

    const { rows: invoice } = await deps.db.query<{ number: string }>("select nextval('invoice_numbers') as number");
    const data = requestPaid.parse({
      provider: deps.provider.name,
      paymentId,
      amountHalalas: payment.amountHalalas,
      card: payment.card,
      invoiceNumber: Number(invoice[0]!.number),
    });
    const stream = requestStream(requestId);
    const result = await deps.store.append([
      {
        id: uuidv7(),
        stream,
        expectedVersion: version,
        type: 'request.paid',
        schema: 1,
        data,
        actor: { role: 'system' },
        at: deps.now().toISOString(),
        audience: request.context.ownerId!,
      },
    ]);
    if (result.status === 'appended') return data;
    if (result.status !== 'versionConflict') throw new Error(`request.paid append: ${result.status}`);
    // Another report of this payment (the webhook, a second tab) appended first: look again.
  }
  throw new Error(`Payment ${paymentId} kept colliding with other appends to request ${requestId}`);
}

const notAwaitingPayment = () => new ApiError(409, 'notAwaitingPayment', 'This request has no accepted offer to pay.');
const uuidShaped = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

async function refuseUnlessPaid(deps: PaymentDeps, payment: ProviderPayment, requestId: string, price: number) {
  if (payment.requestId !== requestId || payment.currency !== currency || payment.amountHalalas !== price) {
    throw new ApiError(422, 'paymentMismatch', 'This payment is not for this request and amount.');
  }
  if (payment.status === 'failed') {
    await deps.db.query('update payment_attempts set failed_at = $2 where payment_id = $1 and failed_at is null', [
      payment.id,
      deps.now(),
    ]);
    throw new ApiError(402, 'paymentDeclined', 'The card was declined.', { providerMessage: payment.message });
  }
  if (payment.status !== 'paid') throw new ApiError(409, 'paymentNotCompleted', 'The payment is not complete yet.');
}

/** Someone else's request is answered like one that does not exist: its id reveals nothing. */
async function requestState(deps: PaymentDeps, payer: Payer, requestId: string) {
  const { version, snapshot } = await deps.streamStates.current(requestStream(requestId), requestMachine);
  const request = snapshot as RequestSnapshot;
  if (version === 0 || (payer && request.context.ownerId !== payer.customerId)) throw notFound();
  return { request, version };
}
