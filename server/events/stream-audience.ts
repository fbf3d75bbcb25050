import type { Actor } from '../../machines/domain/envelope.ts';
import { requestStream, type Stream } from '../../machines/domain/streams.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { streamAudience } from '../policy/append-policy.ts';
import type { Audience } from '../store/event-store.ts';
import type { StreamStates } from './stream-states.ts';

// Whose a stream is, fixed when it is opened (docs/design.md section 4). User, subscription and settings
// streams say it in their name; a request stream belongs to the customer whose
// `request.submitted` opened it, so an empty one is the proposing customer's to open and
// nobody else's, and a request's id reveals nothing and grants nothing; a request's chat
// thread is its request's owner's.
export async function audienceOf(streamStates: StreamStates, stream: Stream, actor: Actor): Promise<Audience | null> {
  // A request's thread is its request's owner's; none before the request exists.
  if (stream.kind === 'chat' && stream.thread.kind === 'request') return ownerOf(streamStates, requestStream(stream.thread.requestId));
  if (stream.kind !== 'request') return streamAudience(stream);
  const { version, snapshot } = await openedState(streamStates, stream.name);
  if (version === 0) return actor.role === 'customer' ? (actor.userId ?? null) : null;
  return (snapshot.context as { ownerId: string | null }).ownerId;
}

async function ownerOf(streamStates: StreamStates, stream: string): Promise<Audience | null> {
  const { snapshot } = await openedState(streamStates, stream);
  return (snapshot.context as { ownerId: string | null }).ownerId;
}

/** A request's owner never changes once it is opened: a kept state that has it will do. */
async function openedState(streamStates: StreamStates, stream: string) {
  const kept = await streamStates.kept(stream, requestMachine);
  return kept.version > 0 || kept.checked ? kept : streamStates.current(stream, requestMachine);
}
