import { cancelledWithDeletion, deletionRefusal, type DeletionRefusal } from '../../machines/account-deletion.ts';
import type { RequestCompleted } from '../../machines/domain/request-events.ts';
import { parseStream, subscriptionStream, userStream } from '../../machines/domain/streams.ts';
import { requestMachine, type RequestSnapshot } from '../../machines/request.machine.ts';
import { subscriptionMachine, type SubscriptionContext } from '../../machines/subscription.machine.ts';
import { endCustomerSessions } from '../auth/sessions.ts';
import { appendDecided, type AppendDeps, type Proposal } from '../events/append-decided.ts';
import { ApiError } from '../http/api-error.ts';
import type { SqlRunner } from '../store/database.ts';
import type { StoredEvent } from '../store/event-store.ts';
import { deleteUploadRows, removeUploadFiles, type Upload } from '../uploads/stored-uploads.ts';
import { eventsOf } from './data-export.ts';
import { registerErasure } from './erasure-register.ts';

// Deleting a customer's account at their request (PDPL right to erasure, docs/decisions.md 34),
// once their password has been typed again: refused while a visit of theirs is to come or a
// refund owed to them (for a visit or a plan) is pending; otherwise one append cancels their
// open unpaid requests and records the request and the erasure, and in the same transaction
// their key is deleted (every personal field of their events reads as redacted from then on),
// with their account, sessions, password resets, queued notifications and photos. Tax
// documents stay (decision 33). Once committed, the erasure goes into the register a restore
// reads (erasure-register.ts), so that no backup older than it brings the customer back.
export interface AccountErasureDeps extends AppendDeps {
  dataDir: string;
}

const refusals: Record<DeletionRefusal, string> = {
  paidVisitNotDone: 'A visit you booked is not done yet: cancel it, or wait until it is done, then delete your account.',
  refundPending: 'A refund we owe you has not reached you yet: contact us, and delete your account once you have it.',
};

/** A customer as the log holds them: their events, their requests' states and their plan. */
export interface CustomerAsItStands {
  events: StoredEvent[];
  requests: Map<RequestSnapshot, string>;
  plan: SubscriptionContext;
}

export async function customerAsItStands(deps: AppendDeps, userId: string): Promise<CustomerAsItStands> {
  const events = await eventsOf(deps.store, userId);
  const requestStreams = [...new Set(events.filter((event) => parseStream(event.stream)?.kind === 'request').map((event) => event.stream))];
  const requests = new Map<RequestSnapshot, string>();
  for (const stream of requestStreams) requests.set((await deps.streamStates.current(stream, requestMachine)).snapshot as RequestSnapshot, stream);
  const plan = (await deps.streamStates.current(subscriptionStream(userId), subscriptionMachine)).snapshot.context as SubscriptionContext;
  return { events, requests, plan };
}

export async function eraseAccount(deps: AccountErasureDeps, userId: string): Promise<void> {
  const customer = await customerAsItStands(deps, userId);
  const refusal = deletionRefusal({ requests: [...customer.requests.keys()], plan: customer.plan });
  if (refusal) throw new ApiError(409, refusal, refusals[refusal]);
  const [erased] = await appendErasure(deps, userId, customer, (tx) => forgetCustomer(tx, userId, customer, deps.now()));
  await registerErasure(deps.dataDir, { userId, erasedAt: erased!.at });
}

/**
 * Cancels the customer's open unpaid requests and records `user.deletionRequested` and
 * `user.erased` through the one append path, with `forget` in the same transaction; the
 * photos `forget` deleted lose their files once it commits. Answers the appended `user.erased`.
 */
export async function appendErasure(
  deps: AccountErasureDeps,
  userId: string,
  { events, requests, plan }: CustomerAsItStands,
  forget: (tx: SqlRunner) => Promise<Upload[]>,
): Promise<StoredEvent[]> {
  const cancellations = cancelledWithDeletion([...requests.keys()]).flatMap((request): Proposal[] => {
    const stream = requests.get(request)!;
    const requestId = stream.slice('request-'.length);
    const visitBack = plan.visits.includes(requestId) ? [{ stream: subscriptionStream(userId), type: 'subscription.visitRefunded', data: { requestId } }] : [];
    return [{ stream, type: 'request.cancelled', data: {} }, ...visitBack];
  });

  let photos: Upload[] = [];
  const { events: appended } = await appendDecided(
    deps,
    { actor: { role: 'customer', userId }, origin: 'server' },
    [...cancellations, { stream: userStream(userId), type: 'user.deletionRequested', data: {} }, { stream: userStream(userId), type: 'user.erased', data: {} }],
    {
      alongside: async (tx, written) => {
        await deps.inlineProjection(tx, written);
        photos = await forget(tx);
      },
    },
  );
  await removeUploadFiles(deps.dataDir, photos);
  for (const stream of new Set(events.map((event) => event.stream))) deps.streamStates.forget(stream);
  return appended.filter((event) => event.type === 'user.erased');
}

/** The photos of the customer's visits, besides those they uploaded themselves. */
const photosOf = (events: StoredEvent[]) =>
  events.flatMap((event) => (event.type === 'request.completed' ? ((event.data as Partial<RequestCompleted>).photoIds ?? []) : []));

/**
 * Deletes the customer's key (the row stays, keyless, dated by the first erasure), account,
 * sessions, password resets, their requests' queued notifications and their photos' rows;
 * answers the photos whose files are to go. Doing it again changes nothing.
 */
export async function forgetCustomer(tx: SqlRunner, userId: string, { events }: Pick<CustomerAsItStands, 'events'>, erasedAt: Date): Promise<Upload[]> {
  const requestIds = [...new Set(events.flatMap((event) => (parseStream(event.stream)?.kind === 'request' ? [event.stream.slice('request-'.length)] : [])))];
  await tx.query(
    `insert into customer_keys (user_id, key, created_at, erased_at) values ($1, null, $2, $2)
     on conflict (user_id) do update set key = null, erased_at = coalesce(customer_keys.erased_at, excluded.erased_at)`,
    [userId, erasedAt.toISOString()],
  );
  await tx.query('delete from accounts where user_id = $1', [userId]);
  await endCustomerSessions(tx, userId);
  await tx.query('delete from password_resets where user_id = $1', [userId]);
  await tx.query('delete from notification_outbox where request_id = any($1::text[])', [requestIds]);
  const { rows } = await tx.query<{ id: string }>('select id::text as id from uploads where owner_id = $1', [userId]);
  return deleteUploadRows(tx, [...rows.map((row) => row.id), ...photosOf(events)]);
}
