// The requests a log holds, as the lists show them: one row per `request-{id}` stream, newest
// first, with what its machine says about it. Pure: the customer's list and the admin's
// Requests tab read the same rows.
import type { AnyMachineSnapshot } from 'xstate';
import { parseStream } from '../domain/streams.ts';
import { type RequestContext, type RequestSnapshot } from '../request.machine.ts';
import { requestBadge, requestNumber, type RequestBadge } from '../request-status.ts';

export interface RequestRow {
  requestId: string;
  stream: string;
  /** The number screens show: the id's last 6 characters. */
  number: string;
  state: RequestSnapshot['value'];
  badge: RequestBadge;
  request: RequestContext;
  snapshot: RequestSnapshot;
}

export function requestRows(streams: ReadonlyMap<string, AnyMachineSnapshot>): RequestRow[] {
  const rows: RequestRow[] = [];
  for (const [name, snapshot] of streams) {
    const stream = parseStream(name);
    if (stream?.kind !== 'request' || snapshot.value === 'new') continue;
    const request = snapshot as RequestSnapshot;
    rows.push({
      requestId: stream.requestId,
      stream: name,
      number: requestNumber(stream.requestId),
      state: request.value,
      badge: requestBadge(request),
      request: request.context,
      snapshot: request,
    });
  }
  // UUIDv7 ids begin with their creation time, so the newest id sorts last.
  return rows.sort((a, b) => (a.requestId < b.requestId ? 1 : -1));
}
