// The steps of the model-based concurrency suite, each with the words it prints in a shrunk
// counterexample: the customer's tabs book, chat and answer offers; the admin offers, declines,
// completes, grants and revokes plans and changes the working hours; the payment provider
// confirms payments and sells a plan; the server refuses a batch by a rule the browser cannot
// check; devices go offline and come back, lose an answer; tabs close and open; time passes.
import fc from 'fast-check';
import type { AnyMachineSnapshot } from 'xstate';
import { serviceIds, vipServiceIds } from '../../machines/domain/constants.ts';
import { bookingSchemaVersion } from '../../machines/domain/request-events.ts';
import { generalChatStream, settingsStream, subscriptionStream } from '../../machines/domain/streams.ts';
import type { ChatContext } from '../../machines/chat.machine.ts';
import type { RequestContext } from '../../machines/request.machine.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';
import { activeAt, type SubscriptionContext } from '../../machines/subscription.machine.ts';
import { visitReturnDrafts } from '../../src/app/vip-visits.ts';
import type { Draft } from '../../src/eventlog/event-log.ts';
import { checkAtEveryStep } from './concurrency-invariants.ts';
import { customerId, deviceNames, tabNames, twoVisitPlan, type ConcurrencyWorld, type TabName, type WorldModel } from './concurrency-world.ts';

type Step = fc.AsyncCommand<WorldModel, ConcurrencyWorld>;

function step(label: string, check: (model: Readonly<WorldModel>) => boolean, act: (world: ConcurrencyWorld, model: WorldModel) => unknown): Step {
  return {
    check,
    async run(model, world) {
      await act(world, model);
      checkAtEveryStep(world);
    },
    toString: () => label,
  };
}

const always = () => true;
const tabOpen = (tab: TabName) => (model: Readonly<WorldModel>) => model.open[tab];
const pickFrom = <T>(list: readonly T[], pick: number): T | undefined => list[pick % Math.max(list.length, 1)];
const requestIdOf = (stream: string) => stream.slice('request-'.length);
const inState = (...states: string[]) => (snapshot: AnyMachineSnapshot) => states.some((state) => snapshot.matches(state));

const subscription = subscriptionStream(customerId);
const generalThread = generalChatStream(customerId);
let counter = 0;

function bookingDrafts(world: ConcurrencyWorld, tab: TabName, kind: 'general' | 'vip', service: number): Draft[] {
  const { workingHours } = world.log(tab).stream(settingsStream)!.context as SettingsContext;
  const stream = world.newRequestStream();
  const services = kind === 'vip' ? [pickFrom(vipServiceIds, service)!] : [pickFrom(serviceIds, service)!];
  const data = {
    kind,
    services,
    note: 'The kitchen tap drips',
    address: 'Al Olaya, Riyadh',
    coordinates: null,
    phone: '+966512345678',
    preferredDate: '2026-03-10',
    preferredTime: '10:00',
    workingHours,
    photoId: null,
  };
  const booking = { stream, type: 'request.submitted', schema: bookingSchemaVersion, data };
  return kind === 'vip' ? [{ stream: subscription, type: 'subscription.visitRecorded', data: { requestId: requestIdOf(stream) } }, booking] : [booking];
}

const answers = {
  'request.offerAccepted': inState('offered'),
  'request.offerRejected': inState('offered'),
  'request.cancelled': inState('pending', 'offered'),
} as const;

/** The customer answers a request their tab shows in a state that takes the answer, as the app's buttons do. */
async function answer(world: ConcurrencyWorld, tab: TabName, type: keyof typeof answers, pick: number): Promise<void> {
  const log = world.log(tab);
  const stream = pickFrom(world.requests.filter((request) => answers[type](log.stream(request)!)), pick);
  if (!stream) return;
  const refund = type === 'request.cancelled' ? visitReturnDrafts(log, requestIdOf(stream)) : [];
  await world.propose(tab, [{ stream, type, data: {} }, ...refund], `${type} on ${stream}`);
}

const customerSteps = [
  fc.record({ tab: fc.constantFrom(...tabNames), kind: fc.constantFrom('general' as const, 'vip' as const), service: fc.nat() }).map(({ tab, kind, service }) =>
    step(`${tab} books a ${kind} visit`, tabOpen(tab), (world) => world.propose(tab, bookingDrafts(world, tab, kind, service), `${kind} booking`)),
  ),
  fc.constantFrom(...tabNames).map((tab) =>
    step(`${tab} sends a chat message`, tabOpen(tab), (world) =>
      world.propose(tab, [{ stream: generalThread, type: 'chat.messageSent', data: { text: `Message ${++counter}` } }], 'chat message'),
    ),
  ),
];

const customerAnswers = fc
  .record({ tab: fc.constantFrom(...tabNames), type: fc.constantFrom(...(Object.keys(answers) as Array<keyof typeof answers>)), pick: fc.nat() })
  .map(({ tab, type, pick }) => step(`${tab} sends ${type} for its request #${pick}`, tabOpen(tab), (world) => answer(world, tab, type, pick)));

function onServerRequest(world: ConcurrencyWorld, pick: number, states: string[], act: (stream: string, request: RequestContext) => void): void {
  const stream = pickFrom(world.serverRequests(inState(...states)), pick);
  if (stream) act(stream, world.expectedState(stream).context as RequestContext);
}

const planOf = (world: ConcurrencyWorld) => world.expectedState(subscription).context as SubscriptionContext;
const payment = (amountHalalas: number) => ({ provider: 'test', paymentId: `pay-${++counter}`, amountHalalas, card: null, invoiceNumber: counter });

const pricingSteps = [
  fc.record({ pick: fc.nat(), price: fc.constantFrom(0, 25_000) }).map(({ pick, price }) =>
    step(`the admin offers ${price} halalas on request #${pick}`, always, (world) =>
      onServerRequest(world, pick, ['pending', 'offered', 'offerRejected'], (stream) =>
        world.adminAppends([{ stream, type: 'request.offerMade', data: { priceHalalas: price, adminNote: '' } }]),
      ),
    ),
  ),
  fc.nat().map((pick) =>
    step(`the provider confirms the payment of request #${pick}`, always, (world) =>
      onServerRequest(world, pick, ['awaitingPayment'], (stream, request) => world.systemAppends(stream, 'request.paid', payment(request.priceHalalas!))),
    ),
  ),
];

const officeSteps = [
  fc.nat().map((pick) =>
    step(`the admin declines request #${pick}`, always, (world) =>
      onServerRequest(world, pick, ['pending'], (stream) => {
        const requestId = requestIdOf(stream);
        const refund = planOf(world).visits.includes(requestId) ? [{ stream: subscription, type: 'subscription.visitRefunded', data: { requestId } }] : [];
        world.adminAppends([{ stream, type: 'request.declined', data: { adminNote: 'No technician that day' } }, ...refund]);
      }),
    ),
  ),
  fc.nat().map((pick) =>
    step(`the admin completes request #${pick}`, always, (world) =>
      onServerRequest(world, pick, ['scheduled', 'paid'], (stream) => world.adminAppends([{ stream, type: 'request.completed', data: { note: '', photoIds: [] } }])),
    ),
  ),
  fc.constant(
    step('the admin grants a two-visit plan', always, (world) =>
      world.adminAppends([{ stream: subscription, type: 'subscription.granted', data: twoVisitPlan }]),
    ),
  ),
  fc.constant(
    step('the provider sells a plan once the last one ran out', always, (world) => {
      if (activeAt(planOf(world), world.now().toISOString())) return;
      world.systemAppends(subscription, 'subscription.granted', { ...twoVisitPlan, via: 'payment', payment: payment(19_900) });
    }),
  ),
  fc.constant(
    step('the admin revokes the plan', always, (world) => {
      if (world.expectedState(subscription).matches('subscribed')) world.adminAppends([{ stream: subscription, type: 'subscription.revoked', data: {} }]);
    }),
  ),
  fc.constant(
    step('the admin changes the working hours', always, (world) => {
      const { opens } = (world.expectedState(settingsStream).context as SettingsContext).workingHours;
      const workingHours = opens === '08:00' ? { opens: '09:00', closes: '21:00' } : { opens: '08:00', closes: '22:00' };
      world.adminAppends([{ stream: settingsStream, type: 'settings.workingHoursChanged', data: workingHours }]);
    }),
  ),
  fc.constant(
    step('the server auto-replies to the oldest message waiting', always, (world) => {
      const [waiting] = (world.expectedState(generalThread).context as ChatContext).awaitingReply;
      if (waiting) world.systemAppends(generalThread, 'chat.autoReplied', { inReplyTo: waiting });
    }),
  ),
  fc.constantFrom('slotTaken', 'visitLimitReached').map((code) =>
    step(`the server refuses the customer's next batch: ${code}`, always, (world) => world.server.refuseNextWith(422, code, 'customer')),
  ),
];

const networkSteps = [
  fc.constantFrom(...deviceNames).map((device) =>
    step(`device ${device} goes offline`, (model) => model.online[device], (world, model) => {
      model.online[device] = false;
      world.setOnline(device, false);
    }),
  ),
  fc.constantFrom(...deviceNames).map((device) =>
    step(`device ${device} comes back online`, (model) => !model.online[device], (world, model) => {
      model.online[device] = true;
      world.setOnline(device, true);
    }),
  ),
  fc.constantFrom(...deviceNames).map((device) =>
    step(`device ${device} loses the answer to its next batch`, (model) => model.online[device], (world) => world.loseNextAnswer(device)),
  ),
  fc.constantFrom(...tabNames).map((tab) =>
    step(`tab ${tab} closes`, tabOpen(tab), (world, model) => {
      model.open[tab] = false;
      world.closeTab(tab);
    }),
  ),
  fc.constantFrom(...tabNames).map((tab) =>
    step(`tab ${tab} opens`, (model) => !model.open[tab], (world, model) => {
      model.open[tab] = true;
      return world.openTab(tab);
    }),
  ),
  fc.constantFrom(0, 2, 10).map((ms) => step(`${ms} ms pass`, always, () => new Promise((resolve) => setTimeout(resolve, ms)))),
  fc.integer({ min: 1, max: 3 }).map((hours) => step(`${hours} hours pass`, always, (world) => world.passTime(hours))),
];

/** Bookings, their answers, offers and payments come up most: most of what the others do acts on a booking. */
export const anyStep = fc.oneof(
  { arbitrary: fc.oneof(...customerSteps), weight: 3 },
  { arbitrary: customerAnswers, weight: 3 },
  { arbitrary: fc.oneof(...pricingSteps), weight: 3 },
  { arbitrary: fc.oneof(...officeSteps), weight: 1 },
  { arbitrary: fc.oneof(...networkSteps), weight: 3 },
);
