import { generalChatStream, requestChatStream } from '../../machines/domain/streams.ts';
import { adminWrites, customerWrites, openThread, readThread } from './chat-actions.ts';
import { generalExchanges, requestExchanges, thanks, type Exchange } from './chat-wording.ts';
import { userIdOf, type DemoCustomer } from './demo-cast.ts';
import type { RequestStory } from './request-story.ts';
import { customerMoment, minutesAfter } from './riyadh-moments.ts';
import type { StoryContext } from './story-context.ts';

// Conversations: some customers write in their general thread, others about one of their
// requests. The auto-reply answers at once; the admin reads and replies at the next sitting;
// the customer reads the reply and often thanks them, which the admin reads in turn unless it
// came after the last sitting.
const generalThreads = 14;
const requestThreads = 6;
const talkedAbout = new Set<RequestStory['ending']>(['offered', 'awaitingPayment', 'paid', 'appointed', 'completedAfterSecondOffer', 'completed', 'scheduled']);

export function conversations(context: StoryContext, customers: DemoCustomer[], requests: RequestStory[]): void {
  const { random, until } = context;
  for (const customer of random.shuffled(customers).slice(0, generalThreads)) {
    const span = until.getTime() - customer.registeredAt.getTime();
    const openedAt = customerMoment(random, new Date(customer.registeredAt.getTime() + random.next() * span), 0, 0);
    const exchange = random.pick(generalExchanges);
    if (openedAt <= until) converse(context, customer, () => generalChatStream(userIdOf(customer)), exchange, openedAt);
  }
  const discussed = random.shuffled(requests.filter((story) => talkedAbout.has(story.ending))).slice(0, requestThreads);
  for (const { request, bookedAt } of discussed) {
    const openedAt = customerMoment(random, bookedAt, 0.2, 6);
    const exchange = random.pick(requestExchanges);
    if (openedAt <= until) converse(context, request.customer, () => requestChatStream(request.id), exchange, openedAt);
  }
}

function converse(context: StoryContext, customer: DemoCustomer, streamOf: () => string, exchange: Exchange, openedAt: Date): void {
  const { random, desk, timeline, until } = context;
  const language = customer.language;
  timeline.add(
    openedAt,
    async (stage) => {
      await openThread(stage, customer, streamOf());
      await customerWrites(stage, customer, streamOf(), exchange.question[language]);
    },
    customer,
  );
  const repliedAt = desk.taskAt(minutesAfter(openedAt, 30));
  if (!repliedAt) return;
  timeline.add(
    repliedAt,
    async (stage) => {
      await readThread(stage, stage.admin, streamOf());
      await adminWrites(stage, streamOf(), exchange.answer[language]);
    },
    customer,
  );
  const readAt = customerMoment(random, repliedAt, 0.5, 12);
  if (readAt > until) return;
  const thanking = random.chance(0.6);
  const thanksText = random.pick(thanks)[language];
  timeline.add(
    readAt,
    async (stage) => {
      await readThread(stage, stage.browserOf(customer), streamOf());
      if (thanking) await customerWrites(stage, customer, streamOf(), thanksText);
    },
    customer,
  );
  const seenAt = thanking ? desk.taskAt(minutesAfter(readAt, 30)) : null;
  if (seenAt) timeline.add(seenAt, (stage) => readThread(stage, stage.admin, streamOf()), customer);
}
