// Development's `?inspect` (docs/inspector.md): each stream the log folds appears in the
// inspector as an actor of its own, named after the stream and drawn from its machine's chart,
// whose state moves with every confirmed event folded into it. A stream is never a running
// actor (folding is pure), so what the inspector is told is made here, in xstate's own
// inspection events.
import type { ActorRefLike, AnyMachineSnapshot, AnyStateMachine, InspectionEvent, Observer } from 'xstate';
import type { StreamWatcher } from './confirmed-streams.ts';

/** What an inspector reads of an actor: its ids, its machine (`logic.config`) and its state. */
interface InspectedStream extends ActorRefLike {
  id: string;
  logic: AnyStateMachine;
}

/** The first state a stream is shown in when it comes from the device rather than from an event. */
const restored = { type: '@xstate.init' };

export function inspectedStreams(inspect: Observer<InspectionEvent>, scope: string): StreamWatcher {
  const refs = new Map<string, InspectedStream>();
  const states = new Map<string, AnyMachineSnapshot>();
  const refOf = (stream: string, snapshot: AnyMachineSnapshot): InspectedStream => {
    const known = refs.get(stream);
    if (known) return known;
    const sessionId = `${scope}/${stream}`;
    const ref: InspectedStream = { id: stream, sessionId, logic: snapshot.machine, send: () => {}, getSnapshot: () => states.get(stream) };
    refs.set(stream, ref);
    inspect.next?.({ type: '@xstate.actor', actorRef: ref, rootId: sessionId });
    return ref;
  };
  return (stream, snapshot, event) => {
    states.set(stream, snapshot);
    const actorRef = refOf(stream, snapshot);
    const rootId = actorRef.sessionId;
    if (event) inspect.next?.({ type: '@xstate.event', actorRef, rootId, sourceRef: undefined, event });
    inspect.next?.({ type: '@xstate.snapshot', actorRef, rootId, event: event ?? restored, snapshot });
  };
}
