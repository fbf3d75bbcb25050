// The scope's log in memory and in the shared store: confirmed streams, the pending queue,
// the writes the server refused (kept until seen) and the state shown (confirmed replay + pending applied optimistically). Every change
// runs through one queue, so reads and writes of the store never interleave in a tab.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { DomainEvent } from '../../machines/domain/envelope.ts';
import { erasedBy, withErasedRedacted } from '../../machines/domain/erased-customers.ts';
import { machineForStream } from '../../machines/stream-machines.ts';
import { initialSnapshot } from '../../machines/stream-decision.ts';
import { ConfirmedStreams, type StreamWatcher } from './confirmed-streams.ts';
import type { DeviceCopy } from './device-copy.ts';
import type { LocalStore } from './local-store.ts';
import { batchesOf, planPending } from './pending-plan.ts';
import {
  byQueueOrder,
  pendingEventsOf,
  refusedWritesOf,
  type Draft,
  type PendingEvent,
  type ProposeResult,
  type Proposer,
  type Rejection,
  type RefusedWrite,
} from './pending-event.ts';
import { SerialQueue } from './serial-queue.ts';
import { storedSnapshotOf } from './stored-snapshot.ts';

export interface HistoryEntry extends Pick<DomainEvent, 'id' | 'type' | 'data' | 'actor' | 'at'> {
  /** Shown already, not yet accepted by the server (its time is provisional). */
  pending: boolean;
}

export interface Confirmation {
  /** True for catch-up and live events, which advance the read position; false for push answers. */
  feed: boolean;
  lastPosition?: number;
  /** False in a follower tab, which applies what the leader has already written. */
  persist: boolean;
}

export class LocalLog {
  private readonly confirmed: ConfirmedStreams;
  private pending: PendingEvent[] = [];
  private refused: RefusedWrite[] = [];
  private view: ReadonlyMap<string, AnyMachineSnapshot> = new Map();
  private lastPosition = 0;
  private closed = false;
  private readonly queue = new SerialQueue();
  private readonly initialStates = new Map<AnyStateMachine, AnyMachineSnapshot>();

  constructor(
    private readonly store: LocalStore,
    private readonly changed: () => void,
    watch?: StreamWatcher,
  ) {
    this.confirmed = new ConfirmedStreams(watch);
  }

  get position(): number {
    return this.lastPosition;
  }

  streams(): ReadonlyMap<string, AnyMachineSnapshot> {
    return this.view;
  }

  /** A stream with no events yet is in its machine's initial state (the default settings). */
  stream(name: string): AnyMachineSnapshot | undefined {
    const shown = this.view.get(name);
    if (shown) return shown;
    const machine = machineForStream(name);
    if (!machine) return undefined;
    const initial = this.initialStates.get(machine) ?? initialSnapshot(machine);
    this.initialStates.set(machine, initial);
    return initial;
  }

  /** A stream's events as the person sees them: the confirmed ones, then those still pending. */
  history(stream: string): readonly HistoryEntry[] {
    const confirmed = this.confirmed.history(stream).map(({ id, type, data, actor, at }) => ({ id, type, data, actor, at, pending: false }));
    const pending = this.pending
      .filter((event) => event.stream === stream)
      .map(({ id, type, data, actor, at }) => ({ id, type, data, actor, at, pending: true }));
    return [...confirmed, ...pending];
  }

  pendingEvents(): readonly PendingEvent[] {
    return this.pending;
  }

  refusedWrites(): readonly RefusedWrite[] {
    return this.refused;
  }

  nextBatch(): PendingEvent[] {
    return batchesOf(this.pending)[0] ?? [];
  }

  /** `early`: the device's copy read before the log was made, at boot. */
  load(early?: Promise<DeviceCopy | undefined>): Promise<void> {
    return this.queue.run(async () => {
      if (this.closed) return;
      const { events, snapshots, pending, refused, lastPosition, damaged } = await this.store.read(early);
      const replayed = this.confirmed.restore(events, snapshots);
      // What the device kept cannot be trusted: it is forgotten, and the catch-up reads it all again.
      const trusted = !damaged && !this.confirmed.hasGaps();
      if (!trusted) this.confirmed.clear();
      this.lastPosition = trusted ? lastPosition : 0;
      // A tab closed between recording an acceptance (or a refusal) and clearing its pending copy.
      const refusedBatches = new Set(refused.map((write) => write.batch));
      const settled = pending.filter((event) => this.confirmed.has(event.id) || refusedBatches.has(event.batch));
      this.pending = pending.filter((event) => !settled.includes(event)).sort(byQueueOrder);
      this.refused = refused;
      // Shown before the store is written: the first screen does not wait for the snapshots'
      // writes (~0.2 s of 5,000 events on a busy phone); what comes next in the queue does.
      this.refresh();
      if (trusted) await this.saveSnapshots(replayed);
      else await this.store.forgetConfirmed();
      await this.store.removePending(settled);
    });
  }

  propose(drafts: readonly Draft[], proposer: Proposer): Promise<ProposeResult> {
    return this.queue.run(async () => {
      if (this.closed) return { accepted: false, reason: 'signInRequired' };
      const seq = Math.max(this.pending.at(-1)?.seq ?? 0, await this.store.lastPendingSeq()) + 1;
      const drafted = pendingEventsOf(drafts, { ...proposer, seq });
      const batch = drafted[0]?.batch;
      const plan = planPending(this.confirmed, [...this.pending, ...drafted], proposer.at);
      const refusal = plan.refused.find((rejection) => rejection.eventIds[0] === batch);
      if (refusal) return { accepted: false, reason: refusal.code };
      const queued = plan.kept.filter((event) => event.batch === batch);
      await this.store.putPending(queued);
      this.pending = [...this.pending, ...queued];
      this.refresh();
      return { accepted: true, eventIds: queued.map((event) => event.id) };
    });
  }

  /** Records events the server accepted and returns those not known before. */
  confirm(events: readonly DomainEvent[], how: Confirmation): Promise<DomainEvent[]> {
    return this.queue.run(async () => {
      if (this.closed) return [];
      const unread = how.feed ? events.filter((event) => event.position > this.lastPosition) : events;
      const added = this.confirmed.add(unread);
      // Settled in memory as it is confirmed: a read while the store is written (a timeline,
      // a receipt) must not see the event twice, once confirmed and once pending.
      const settled = this.pending.filter((event) => this.confirmed.has(event.id));
      this.pending = this.pending.filter((event) => !this.confirmed.has(event.id));
      const readUpTo = Math.max(
        this.lastPosition,
        how.lastPosition ?? 0,
        ...(how.feed ? events.map((event) => event.position) : []),
      );
      if (how.persist) {
        await this.store.addConfirmed(added);
        await this.store.removePending(settled);
        await this.saveSnapshots(new Set(added.map((event) => event.stream)));
        if (readUpTo !== this.lastPosition) await this.store.setLastPosition(readUpTo);
      }
      this.lastPosition = readUpTo;
      await this.redactErased(erasedBy(added), how.persist);
      if (added.length > 0 || settled.length > 0) this.refresh();
      return added;
    });
  }

  /**
   * A customer erased (docs/decisions.md 34): what this device holds of them is redacted, in
   * memory and, by the tab that writes, in the store; their streams are folded again from it.
   */
  private async redactErased(userIds: string[], persist: boolean): Promise<void> {
    if (userIds.length === 0) return;
    const redacted = withErasedRedacted(this.confirmed.allEvents(), userIds);
    this.confirmed.restore(redacted, new Map());
    if (persist) await this.store.replaceConfirmed(redacted);
  }

  /** Picks up what another tab queued, rebased, had refused or marked seen. */
  reloadPending(): Promise<void> {
    return this.queue.run(async () => {
      if (this.closed) return;
      const stored = await this.store.pendingEvents();
      this.pending = stored.filter((event) => !this.confirmed.has(event.id)).sort(byQueueOrder);
      this.refused = await this.store.refusedWrites();
      this.refresh();
    });
  }

  /** The person has seen a refused write: the device stops showing it. */
  forgetRefused(batch: string): Promise<void> {
    return this.queue.run(async () => {
      if (this.closed || !this.refused.some((write) => write.batch === batch)) return;
      await this.store.removeRefused(batch);
      this.refused = this.refused.filter((write) => write.batch !== batch);
      this.changed();
    });
  }

  /** Drops a refused batch, then rebases what follows it. */
  drop(eventIds: readonly string[], code: string, at: string): Promise<Rejection[]> {
    return this.queue.run(async () => {
      if (this.closed) return [];
      const ids = new Set(eventIds);
      const dropped = this.pending.filter((event) => ids.has(event.id));
      const rejections = dropped.length > 0 ? [{ code, eventIds: dropped.map((event) => event.id) }] : [];
      await this.keepRefused(refusedWritesOf(rejections, dropped, at));
      await this.store.removePending(dropped);
      this.pending = this.pending.filter((event) => !ids.has(event.id));
      return [...rejections, ...(await this.rebaseNow(at))];
    });
  }

  /** Counts each pending event's expected version again from the confirmed streams and asks
   * the machine again; batches it now refuses are dropped with the rule's name. */
  rebase(at: string): Promise<Rejection[]> {
    return this.queue.run(async () => (this.closed ? [] : this.rebaseNow(at)));
  }

  /** Refuses further changes, waits for the one under way, then forgets everything in memory. */
  close(): Promise<void> {
    this.closed = true;
    return this.queue.run(async () => {
      this.confirmed.clear();
      this.pending = [];
      this.refused = [];
      this.lastPosition = 0;
      this.view = new Map();
      this.changed();
    });
  }

  private async saveSnapshots(streams: Iterable<string>): Promise<void> {
    for (const stream of streams) {
      const state = this.confirmed.get(stream);
      if (state) await this.store.putSnapshot(stream, storedSnapshotOf(state.snapshot, state.version));
    }
  }

  private async rebaseNow(at: string): Promise<Rejection[]> {
    const plan = planPending(this.confirmed, this.pending, at);
    const refusedIds = new Set(plan.refused.flatMap((rejection) => rejection.eventIds));
    const before = new Map(this.pending.map((event) => [event.id, event.expectedVersion]));
    const refused = this.pending.filter((event) => refusedIds.has(event.id));
    await this.keepRefused(refusedWritesOf(plan.refused, refused, at));
    await this.store.removePending(refused);
    await this.store.putPending(plan.kept.filter((event) => before.get(event.id) !== event.expectedVersion));
    this.pending = plan.kept;
    this.refresh();
    return plan.refused;
  }

  /** Kept before the pending copy goes: a tab closed between the two still has the content. */
  private async keepRefused(writes: readonly RefusedWrite[]): Promise<void> {
    if (writes.length === 0) return;
    await this.store.putRefused(writes);
    this.refused = [...this.refused.filter((kept) => !writes.some((write) => write.batch === kept.batch)), ...writes];
  }

  private refresh(): void {
    const view = new Map<string, AnyMachineSnapshot>();
    for (const [stream, state] of this.confirmed.entries()) view.set(stream, state.snapshot);
    for (const [stream, snapshot] of planPending(this.confirmed, this.pending).states) view.set(stream, snapshot);
    this.view = view;
    this.changed();
  }
}
