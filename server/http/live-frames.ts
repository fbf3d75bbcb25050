import type { StoredEvent } from '../store/event-store.ts';
import { envelope } from './event-envelope.ts';

// The live route's Server-Sent Events frames, each made once. The feed hands one list to every
// client that may see the same events of a commit (server/events/audience-groups.ts): the
// list's bytes are encoded once for all of them. An event in several lists (an admin's whole
// commit and a customer's own part of it) is serialised, and its payload opened, once.
const encoder = new TextEncoder();
const eventFrames = new WeakMap<StoredEvent, string>();
const listFrames = new WeakMap<readonly StoredEvent[], Uint8Array>();

/** The events as one run of Server-Sent Events messages; the same bytes each time for the same list. */
export function framesOf(events: readonly StoredEvent[]): Uint8Array {
  let bytes = listFrames.get(events);
  if (bytes === undefined) {
    bytes = encoder.encode(events.map(frameOf).join(''));
    listFrames.set(events, bytes);
  }
  return bytes;
}

function frameOf(event: StoredEvent): string {
  let frame = eventFrames.get(event);
  if (frame === undefined) {
    frame = `id: ${event.position}\ndata: ${JSON.stringify(envelope(event))}\n\n`;
    eventFrames.set(event, frame);
  }
  return frame;
}
