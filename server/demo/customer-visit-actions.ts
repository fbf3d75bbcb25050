import type { ArrivalWindow } from '../../machines/domain/arrival-window.ts';
import { requestStream } from '../../machines/domain/streams.ts';
import { cancellationFigures } from '../../machines/domain/visit-cancellation.ts';
import { requestMachine, visitStart, type RequestContext } from '../../machines/request.machine.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { refundIdOf } from '../payments/charge-refunds.ts';
import { releaseIdOf } from '../technicians/visit-releases.ts';
import type { PlannedRequest } from './demo-cast.ts';
import { visitGivenBack } from './request-actions.ts';
import { appendedByServer, nextEvent, propose, type Stage } from './stage.ts';

// What a customer does with their confirmed visit, as their app does it: moves it to a window
// their technician is free in (the server books it), gives it up for the fee the visit rules
// say (the server frees the window and refunds the rest to the card), or reviews it once done.
export async function moveVisit(stage: Stage, request: PlannedRequest, window: ArrivalWindow): Promise<void> {
  await stage.browserOf(request.customer).post(`/api/requests/${request.id}/visit-moves`, { date: window.date, from: window.from });
}

export async function cancelVisit(stage: Stage, request: PlannedRequest): Promise<void> {
  const browser = stage.browserOf(request.customer);
  const stream = requestStream(request.id);
  const { settings } = await browser.get<{ settings: SettingsContext }>('/api/settings');
  const known = replay(requestMachine, await stage.store.readStream(stream)).context as RequestContext;
  const figures = cancellationFigures(known.priceHalalas ?? 0, visitStart(known), stage.clock.now().toISOString(), settings.visitRules);
  const cancelled = await nextEvent(stage, stream, 'request.visitCancelled', { ...figures, visitRules: settings.visitRules });
  await propose(browser, [cancelled, ...(await visitGivenBack(stage, request))]);
  await appendedByServer(stage, releaseIdOf(cancelled.id), `release of the window of ${stream}`);
  if (figures.refundHalalas > 0) await appendedByServer(stage, refundIdOf(known.payment!.paymentId), `refund of ${stream}`);
}

export async function review(stage: Stage, request: PlannedRequest, stars: number, comment: string): Promise<void> {
  await propose(stage.browserOf(request.customer), [await nextEvent(stage, requestStream(request.id), 'request.reviewed', { stars, comment })]);
}
