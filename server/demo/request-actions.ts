import type { ProposedEvent } from '../../machines/domain/envelope.ts';
import { requestStream, subscriptionStream } from '../../machines/domain/streams.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';
import { userIdOf, type PlannedRequest } from './demo-cast.ts';
import { nextEvent, propose, type Stage } from './stage.ts';

// A request's life, as the customer's browser and the admin's propose its events.
export async function book(stage: Stage, request: PlannedRequest): Promise<void> {
  const browser = stage.browserOf(request.customer);
  const { settings } = await browser.get<{ settings: SettingsContext }>('/api/settings');
  const data = { ...request.booking, workingHours: settings.workingHours };
  const booking = await nextEvent(stage, requestStream(request.id), 'request.submitted', data);
  if (request.booking.kind === 'general') return propose(browser, [booking]);
  const visit = await nextEvent(stage, subscriptionStream(userIdOf(request.customer)), 'subscription.visitRecorded', {
    requestId: request.id,
  });
  await propose(browser, [visit, booking]);
}

export async function offer(stage: Stage, request: PlannedRequest, priceHalalas: number, adminNote: string): Promise<void> {
  await propose(stage.admin, [await nextEvent(stage, requestStream(request.id), 'request.offerMade', { priceHalalas, adminNote })]);
}

export async function decline(stage: Stage, request: PlannedRequest, adminNote: string): Promise<void> {
  const declined = await nextEvent(stage, requestStream(request.id), 'request.declined', { adminNote });
  await propose(stage.admin, [declined, ...(await visitGivenBack(stage, request))]);
}

export type OfferAnswer = 'request.offerAccepted' | 'request.offerRejected';

export async function answerOffer(stage: Stage, request: PlannedRequest, answer: OfferAnswer): Promise<void> {
  await propose(stage.browserOf(request.customer), [await nextEvent(stage, requestStream(request.id), answer, {})]);
}

export async function cancel(stage: Stage, request: PlannedRequest): Promise<void> {
  const cancelled = await nextEvent(stage, requestStream(request.id), 'request.cancelled', {});
  await propose(stage.browserOf(request.customer), [cancelled, ...(await visitGivenBack(stage, request))]);
}

export async function complete(stage: Stage, request: PlannedRequest, note: string): Promise<void> {
  await propose(stage.admin, [await nextEvent(stage, requestStream(request.id), 'request.completed', { note, photoIds: [] })]);
}

/** A VIP request declined or cancelled gives its visit back, in the same batch. */
export async function visitGivenBack(stage: Stage, request: PlannedRequest): Promise<ProposedEvent[]> {
  if (request.booking.kind !== 'vip') return [];
  const stream = subscriptionStream(userIdOf(request.customer));
  return [await nextEvent(stage, stream, 'subscription.visitRefunded', { requestId: request.id })];
}
