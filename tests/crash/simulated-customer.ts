import { v7 as uuidv7 } from 'uuid';
import type { ProposedEvent } from '../../machines/domain/envelope.ts';
import { currentSchemaVersion, eventDefinition } from '../../machines/domain/event-catalog.ts';
import { riyadhDateAt, isFriday } from '../../machines/domain/riyadh-calendar.ts';
import { testCards } from '../../server/payments/test-gateway.ts';
import type { CrashRecord } from './crash-record.ts';
import type { Answer, Caller } from './resending-http.ts';

// One customer of the crash suite, over HTTP as a browser would be: registers, then, round
// after round until told to stop, books a visit, writes in a chat thread, gets the admin's
// offer, accepts it and pays it through the test gateway. Every proposal carries its own id
// and is sent again, unchanged, until the server answers it (resending-http.ts); a stream
// that moved meanwhile (an auto-reply) gets the same event rebased on its version.
export interface CustomerWorld {
  caller: Caller;
  origin: () => string;
  adminCookie: string;
  record: CrashRecord;
}

export interface SignedInCustomer {
  index: number;
  userId: string;
  cookie: string;
}

const password = 'a fine password for the crash suite';

export async function registeredCustomer(world: CustomerWorld, index: number): Promise<SignedInCustomer> {
  const email = `crash-customer-${index}@example.com`;
  const body = { fullName: `Crash Customer ${index}`, mobile: `05${String(20_000_000 + index)}`, email, password, privacyNoticeAccepted: true };
  let answer = await world.caller.call('/api/auth/register', { body });
  // Registered before a kill lost the answer: sign in instead.
  if (answer.status === 409) answer = await world.caller.call('/api/auth/login', { body: { identifier: email, password } });
  const user = expectStatus(answer, answer.status === 201 ? 201 : 200, `customer ${index} signing up`).body.user;
  return { index, userId: user.id, cookie: answer.cookie };
}

/** Rounds of booking, chat and payment until `keepGoing` says stop; returns how many it did. */
export async function customerRounds(world: CustomerWorld, customer: SignedInCustomer, keepGoing: () => boolean): Promise<number> {
  const generalThread = `chat-user-${customer.userId}`;
  expectStatus(await world.caller.call(`/api/chats/${generalThread}/open`, { cookie: customer.cookie, method: 'POST' }), 200, 'opening the chat');
  let rounds = 0;
  while (keepGoing()) {
    const requestId = uuidv7();
    const stream = `request-${requestId}`;
    await proposed(world, customer.cookie, proposal(stream, 0, 'request.submitted', booking()));
    world.record.requests += 1;
    const thread = rounds % 2 === 0 ? generalThread : `chat-${stream}`;
    await proposed(world, customer.cookie, proposal(thread, 0, 'chat.messageSent', { text: `Round ${rounds} of customer ${customer.index}` }));
    world.record.customerMessages += 1;
    await proposed(world, world.adminCookie, proposal(stream, 2, 'request.offerMade', { priceHalalas: 10_000 + rounds * 100, adminNote: '' }));
    await proposed(world, customer.cookie, proposal(stream, 3, 'request.offerAccepted', {}));
    await paid(world, customer.cookie, requestId);
    rounds += 1;
  }
  return rounds;
}

export function proposal(stream: string, expectedVersion: number, type: string, data: Record<string, unknown>): ProposedEvent {
  return { id: uuidv7(), stream, expectedVersion, type, schema: currentSchemaVersion(eventDefinition(type)!), data };
}

/** Proposes one event until the server accepts it: the same id always, the expected version rebased on a conflict. */
async function proposed(world: CustomerWorld, cookie: string, event: ProposedEvent): Promise<void> {
  for (let rebased = 0; rebased < 20; rebased += 1) {
    const answer = await world.caller.call('/api/events', { cookie, body: { events: [event] } });
    if (answer.status === 200) {
      world.record.acknowledgedIds.add(event.id);
      return;
    }
    if (answer.status !== 409 || answer.body?.error?.code !== 'versionConflict') break;
    event = { ...event, expectedVersion: answer.body.error.actualVersion };
  }
  throw new Error(`${event.type} on ${event.stream} was never accepted`);
}

/** Start, the card to the test gateway under the payment's id, confirm: each step sent again until answered. */
async function paid(world: CustomerWorld, cookie: string, requestId: string): Promise<void> {
  const route = `/api/payments/requests/${requestId}`;
  const started = expectStatus(await world.caller.call(`${route}/start`, { cookie, method: 'POST' }), 200, 'starting the payment').body;
  const card = {
    given_id: started.paymentId,
    amount: started.amountHalalas,
    currency: started.currency,
    description: started.description,
    callback_url: `${world.origin()}/checkout/${requestId}`,
    metadata: started.metadata,
    source: { type: 'creditcard', name: 'Crash Customer', number: testCards.paid, month: 12, year: 2030, cvc: '123' },
  };
  expectStatus(await world.caller.call('/api/test-gateway/v1/payments', { body: card }), 201, 'paying at the gateway');
  const confirmed = await world.caller.call(`${route}/confirm`, { cookie, body: { paymentId: started.paymentId } });
  const { payment } = expectStatus(confirmed, 200, 'confirming the payment').body;
  world.record.paid.set(requestId, { paymentId: payment.paymentId, invoiceNumber: payment.invoiceNumber });
}

/** A plumbing visit three days ahead (four when that is a Friday), inside Riyadh and its working hours. */
export function booking() {
  let date = riyadhDateAt(new Date(Date.now() + 3 * 86_400_000).toISOString());
  if (isFriday(date)) date = riyadhDateAt(new Date(Date.now() + 4 * 86_400_000).toISOString());
  return {
    kind: 'general',
    services: ['plumbing'],
    note: 'The kitchen sink leaks',
    address: 'حي العليا، طريق الملك فهد 12',
    coordinates: { lat: 24.7136, lng: 46.6753 },
    phone: '+966512345678',
    preferredDate: date,
    preferredTime: '10:30',
    workingHours: { opens: '08:00', closes: '22:00' },
    photoId: null,
  };
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}
