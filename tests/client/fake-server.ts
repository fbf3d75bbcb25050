// An in-memory server of record for the client log's tests: the same checks, in the same
// order, as server/events/append-decided.ts (idempotent ids, catalog, whose the stream is,
// policy, payload, expected version, the stream's real machine with the server's clock, the
// rules across streams, then the order number of each booking), the same audiences for
// reading, 1000-event catch-up pages and live delivery. It keeps no uploads: a booking's photo
// is refused as unknown.
import type { AnyMachineSnapshot } from 'xstate';
import { crossStreamRefusal } from '../../machines/cross-stream-rules.ts';
import { limits } from '../../machines/domain/constants.ts';
import type { Actor, DomainEvent, ProposedEvent, Role } from '../../machines/domain/envelope.ts';
import { eventDefinition } from '../../machines/domain/event-catalog.ts';
import { parseStream, requestStream, settingsStream, type Stream } from '../../machines/domain/streams.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';
import { decide, initialSnapshot } from '../../machines/stream-decision.ts';
import { machineForStream } from '../../machines/stream-machines.ts';
import { mayAppend, readableAudiences, streamAudience } from '../../server/policy/append-policy.ts';
import { awaitsOrderNumber, numberedIdOf } from '../../server/events/order-numbers.ts';

export type Answer =
  | { status: 200; body: { events: DomainEvent[] } }
  | { status: number; body: { error: { code: string; message: string; eventId?: string } } };

interface Follower {
  actor: Actor;
  deliver: (event: DomainEvent) => void;
}

export const systemActor: Actor = { role: 'system' };

export class FakeServer {
  readonly events: DomainEvent[] = [];
  /** Every batch that reached the server, answered or not. */
  readonly received: ProposedEvent[][] = [];
  private readonly streams = new Map<string, { version: number; snapshot: AnyMachineSnapshot }>();
  /** Whose each stream is, fixed by its first event (null: nobody's but the admins'). */
  private readonly audiences = new Map<string, string | null>();
  private nextOrderNumber: number = limits.firstOrderNumber;
  private readonly followers = new Set<Follower>();
  private refusal: { status: number; code: string; role: Role | undefined } | undefined;

  constructor(private readonly now: () => Date = () => new Date('2026-03-01T09:00:00.000Z')) {}

  /** Appends as another device, an admin or the server itself would: the machine must agree. */
  append(actor: Actor, stream: string, type: string, data: unknown): DomainEvent {
    const id = `00000000-0000-7000-8000-${String(this.events.length + 1).padStart(12, '0')}`;
    const state = this.streamState(stream);
    const event = { id, type, data, actor, at: this.now().toISOString() };
    const decision = decide(state.snapshot, event);
    if (!decision.accepted) throw new Error(`The ${stream} machine refuses ${type}: ${decision.reason}`);
    const parsed = parseStream(stream);
    const audience = parsed && this.audienceOf(parsed, actor);
    return this.record({ ...event, stream, version: state.version + 1, schema: 1 }, decision.snapshot, audience);
  }

  /** A rule this browser could not check (say, a newer server) refuses the next batch (of this role's, when one is named). */
  refuseNextWith(status: number, code: string, role?: Role): void {
    this.refusal = { status, code, role };
  }

  accept(actor: Actor, batch: ProposedEvent[]): Answer {
    this.received.push(batch);
    const earlier = batch.map((proposal) => this.events.find((event) => event.id === proposal.id));
    if (earlier.some(Boolean)) {
      const same = earlier.every((event, index) => event?.stream === batch[index]!.stream && event.type === batch[index]!.type);
      return same ? { status: 200, body: { events: earlier as DomainEvent[] } } : refusal(409, 'idConflict');
    }
    if (this.refusal && (this.refusal.role ?? actor.role) === actor.role) {
      const { status, code } = this.refusal;
      this.refusal = undefined;
      return refusal(status, code, batch[0]?.id);
    }
    const audiences = new Map<string, string>();
    for (const proposal of batch) {
      const definition = eventDefinition(proposal.type);
      if (!definition) return refusal(400, 'unknownEventType', proposal.id);
      const stream = parseStream(proposal.stream);
      if (stream?.kind !== definition.stream) return refusal(400, 'wrongStream', proposal.id);
      const audience = this.audienceOf(stream, actor);
      if (!audience || !mayAppend({ actor, origin: 'proposal' }, proposal.type, stream, audience)) return refusal(403, 'forbidden', proposal.id);
      audiences.set(stream.name, audience);
      const schema = definition.schemas[proposal.schema];
      if (!schema?.safeParse(proposal.data).success) return refusal(400, 'invalidPayload', proposal.id);
    }
    const at = this.now().toISOString();
    const decided: Array<{ event: Omit<DomainEvent, 'position'>; snapshot: AnyMachineSnapshot }> = [];
    const states = new Map<string, { version: number; snapshot: AnyMachineSnapshot }>();
    for (const proposal of batch) {
      let state = states.get(proposal.stream);
      if (!state) {
        state = this.streamState(proposal.stream);
        if (proposal.expectedVersion !== state.version) return refusal(409, 'versionConflict', proposal.id);
      }
      const { expectedVersion: _expected, ...fields } = proposal;
      const event = { ...fields, actor, at, version: state.version + 1 };
      const decision = decide(state.snapshot, event);
      if (!decision.accepted) return refusal(422, decision.reason, proposal.id);
      states.set(proposal.stream, { version: event.version, snapshot: decision.snapshot });
      decided.push({ event, snapshot: decision.snapshot });
    }
    const crossing = crossStreamRefusal(
      decided.map(({ event }) => event),
      {
        stateOf: (stream) => this.streams.get(stream)?.snapshot,
        settings: this.streamState(settingsStream).snapshot.context as SettingsContext,
        uploadedBy: () => false,
      },
    );
    if (crossing) return refusal(422, crossing.reason, crossing.eventId);
    for (const { event: booking } of decided.filter(({ event }) => awaitsOrderNumber(event))) {
      const state = states.get(booking.stream)!;
      const numbered = { id: numberedIdOf(booking.id), stream: booking.stream, type: 'request.numbered', schema: 1, data: { orderNumber: this.nextOrderNumber++ }, actor: systemActor, at, version: state.version + 1 };
      const decision = decide(state.snapshot, numbered);
      if (!decision.accepted) throw new Error(`The request machine refuses its order number: ${decision.reason}`);
      states.set(booking.stream, { version: numbered.version, snapshot: decision.snapshot });
      decided.push({ event: numbered, snapshot: decision.snapshot });
    }
    return { status: 200, body: { events: decided.map(({ event, snapshot }) => this.record(event, snapshot, audiences.get(event.stream) ?? null)) } };
  }

  read(actor: Actor, after: number, limit = 1000): { events: DomainEvent[]; lastPosition: number } {
    const events = this.events.filter((event) => event.position > after && this.mayRead(actor, event)).slice(0, limit);
    return { events, lastPosition: events.at(-1)?.position ?? after };
  }

  /** Sends what follows `after`, then each new event, the way the live route does. */
  follow(actor: Actor, after: number, deliver: (event: DomainEvent) => void): () => void {
    const follower = { actor, deliver };
    for (const event of this.events) if (event.position > after && this.mayRead(actor, event)) deliver(event);
    this.followers.add(follower);
    return () => this.followers.delete(follower);
  }

  private streamState(stream: string): { version: number; snapshot: AnyMachineSnapshot } {
    const machine = machineForStream(stream);
    if (!machine) throw new Error(`No machine folds ${stream}`);
    return this.streams.get(stream) ?? { version: 0, snapshot: initialSnapshot(machine) };
  }

  /** Like server/events/stream-audience.ts: a request stream is its first proposer's, a request's thread its request's. */
  private audienceOf(stream: Stream, actor: Actor): string | null {
    const opened = this.audiences.get(stream.name);
    if (opened !== undefined) return opened;
    if (stream.kind === 'chat' && stream.thread.kind === 'request') return this.audiences.get(requestStream(stream.thread.requestId)) ?? null;
    if (stream.kind === 'request') return actor.role === 'customer' ? (actor.userId ?? null) : null;
    return streamAudience(stream);
  }

  private mayRead(actor: Actor, event: DomainEvent): boolean {
    const readable = readableAudiences(actor);
    const audience = this.audiences.get(event.stream) ?? null;
    return readable === undefined || (audience !== null && readable.includes(audience));
  }

  private record(event: Omit<DomainEvent, 'position'>, snapshot: AnyMachineSnapshot, audience: string | null): DomainEvent {
    const stored = { ...event, position: this.events.length + 1 } as DomainEvent;
    this.events.push(stored);
    this.streams.set(stored.stream, { version: stored.version, snapshot });
    if (!this.audiences.has(stored.stream)) this.audiences.set(stored.stream, audience);
    for (const follower of this.followers) {
      if (this.mayRead(follower.actor, stored)) follower.deliver(stored);
    }
    return stored;
  }
}

function refusal(status: number, code: string, eventId?: string): Answer {
  return { status, body: { error: { code, message: `refused: ${code}`, ...(eventId ? { eventId } : {}) } } };
}
