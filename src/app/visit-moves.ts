// The app's part of a customer moving their own visit (docs/decisions.md 27): the server offers
// the windows their technician is free in (the customer never reads the technician's stream)
// and books the one chosen. The move comes back to the customer's log like any event of theirs.
import type { ArrivalWindow } from '../../machines/domain/arrival-window.ts';
import type { FreeDay } from '../../machines/domain/visit-moves.ts';
import { callApi, type ApiAnswer } from '../eventlog/api-call.ts';

export interface FreeWindows {
  days: FreeDay[];
  /** Where the following days start, when there are any. */
  next: string | null;
}

export type Answered<T> = { ok: T } | { refused: string };

const send = globalThis.fetch.bind(globalThis);
const movesOf = (requestId: string) => `/api/requests/${encodeURIComponent(requestId)}`;
const answered = <T>(answer: ApiAnswer): Answered<T> =>
  'ok' in answer ? { ok: answer.ok as T } : { refused: answer.kind === 'refused' ? answer.code : 'networkError' };

/** The free windows from `fromDay` on (the first bookable day when null). */
export async function loadFreeWindows(requestId: string, fromDay: string | null): Promise<Answered<FreeWindows>> {
  const query = fromDay ? `?from=${encodeURIComponent(fromDay)}` : '';
  return answered(await callApi(send, `${movesOf(requestId)}/free-windows${query}`, { method: 'GET' }));
}

/** Moves the visit to `window`; refused with the rule's name. */
export async function moveVisit(requestId: string, window: ArrivalWindow): Promise<Answered<unknown>> {
  return answered(
    await callApi(send, `${movesOf(requestId)}/visit-moves`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: window.date, from: window.from }),
    }),
  );
}
