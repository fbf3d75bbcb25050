// createEventLog({ scope, actor, ... }): the scope's local-first event log (docs/design.md section 4). read() loads
// the device's copy; start() after sign-in loads it and lets the leader tab sync; stop() ends syncing; wipe() at logout deletes it all.
// propose(drafts) → { accepted: true, eventIds } | { accepted: false, reason }: checked by the stream's
// machine, queued and shown at once. Read with stream(name), streams(), history(name), pending(), refused() and
// status(); hear every change with subscribe() and the server's later refusals with onRejection(); forgetRefused(batch)
// once the person has seen one.
import type { AnyMachineSnapshot, InspectionEvent, Observer } from 'xstate';
import { v7 as uuidv7 } from 'uuid';
import type { Actor } from '../../machines/domain/envelope.ts';
import type { DeviceCopy } from './device-copy.ts';
import { Backoff, type BackoffOptions } from './backoff.ts';
import { createHttpTransport } from './http-transport.ts';
import { ListenerSet } from './listener-set.ts';
import { LocalLog, type HistoryEntry } from './local-log.ts';
import { LocalStore } from './local-store.ts';
import type { Draft, PendingEvent, ProposeResult, RefusedWrite, Rejection } from './pending-event.ts';
import { inspectedStreams } from './stream-inspection.ts';
import { SyncEngine, type ConnectivityEvents, type SyncedLog, type SyncStatus } from './sync-engine.ts';
import type { SyncTransport } from './sync-transport.ts';
import { browserTabChannel, type TabChannel, type TabMessage } from './tab-channel.ts';
import { browserLeaderLock, TabLeadership, type LeaderLock } from './tab-leadership.ts';

export type { Draft, PendingEvent, ProposeResult, RefusedWrite, Rejection } from './pending-event.ts';
export type { SyncStatus } from './sync-engine.ts';
export type { HistoryEntry } from './local-log.ts';

export interface EventLogOptions {
  /** Whose data this is, e.g. `customer-1234` or `admin-<id>`: one local database each. */
  scope: string;
  actor: Actor;
  /** HTTP to this origin by default, acting as the admin session when `actor` is an admin. */
  transport?: SyncTransport;
  now?: () => Date;
  newId?: () => string;
  /** The browser's Web Locks by default; null: this tab syncs without asking the others. */
  locks?: LeaderLock | null;
  /** A BroadcastChannel named after the scope by default. */
  channel?: TabChannel;
  backoff?: BackoffOptions;
  /** The window's `online` / `offline` events by default. */
  connectivity?: ConnectivityEvents | null;
  /** The device's copy, read before the log's code came (src/app/session-log.ts); else read by the log. */
  deviceCopy?: Promise<DeviceCopy | undefined>;
  /** Development's inspector (`?inspect`): shown each stream's state as it is restored or folded. */
  inspect?: Observer<InspectionEvent>;
}

export interface EventLog {
  /** Reads the device's copy into memory, as start() does first; nothing is sent or heard from other tabs. */
  read(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
  wipe(): Promise<void>;
  propose(drafts: readonly Draft[]): Promise<ProposeResult>;
  stream(name: string): AnyMachineSnapshot | undefined;
  streams(): ReadonlyMap<string, AnyMachineSnapshot>;
  /** A stream's events, confirmed then pending: what happened, when and by whom. */
  history(stream: string): readonly HistoryEntry[];
  pending(): readonly PendingEvent[];
  /** Batches the server refused after they were shown, with their content, until forgotten. */
  refused(): readonly RefusedWrite[];
  /** The person has seen a refused write: this device stops keeping it (every tab of the scope). */
  forgetRefused(batch: string): Promise<void>;
  subscribe(listener: () => void): () => void;
  onRejection(listener: (rejection: Rejection) => void): () => void;
  status(): SyncStatus;
}

export function createEventLog(options: EventLogOptions): EventLog {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => uuidv7());
  const transport = options.transport ?? createHttpTransport({ actingAsAdmin: options.actor.role === 'admin' });
  const browserWindow = (globalThis as { window?: ConnectivityEvents }).window;
  const connectivity = options.connectivity === undefined ? browserWindow : (options.connectivity ?? undefined);
  const lockName = `eventlog:${options.scope}`;
  const store = new LocalStore(options.scope);
  const changes = new ListenerSet<[]>();
  const rejections = new ListenerSet<[Rejection]>();
  // Behind import.meta.env.DEV as well: a production build drops the branch, and the module with it.
  const watch = import.meta.env.DEV && options.inspect ? inspectedStreams(options.inspect, options.scope) : undefined;
  const log = new LocalLog(store, () => changes.emit(), watch);
  let current: SyncStatus = 'connecting';
  let loading: Promise<void> | undefined;
  let engine: SyncEngine | undefined;
  let channel: TabChannel | undefined;
  let unlisten: (() => void) | undefined;
  let wiped = false;

  const loaded = () => (loading ??= log.load(options.deviceCopy));
  // A copy read early may miss what another tab recorded before this one listened to them.
  const caughtUpWithDevice = async () => {
    if (!options.deviceCopy) return;
    const recorded = await store.lastPosition();
    if (recorded > log.position) await log.confirm(await store.confirmedEvents(), { feed: true, lastPosition: recorded, persist: false });
    await log.reloadPending();
  };
  const setStatus = (status: SyncStatus) => {
    if (status === current) return;
    current = status;
    changes.emit();
    if (leadership.isLeader) channel?.post({ kind: 'status', status });
  };
  const surface = (list: readonly Rejection[]) => list.forEach((rejection) => rejections.emit(rejection));
  const announce = (list: Rejection[]) => {
    channel?.post({ kind: 'pendingChanged' });
    if (list.length > 0) channel?.post({ kind: 'rejected', rejections: list });
    surface(list);
  };

  const leaderLog: SyncedLog = {
    position: () => log.position,
    nextBatch: () => log.nextBatch(),
    confirm: async (events, read) => {
      const feed = read !== undefined;
      const added = await log.confirm(events, { feed, lastPosition: read?.lastPosition, persist: true });
      if (added.length > 0) channel?.post({ kind: 'confirmed', events: added, lastPosition: log.position });
    },
    drop: async (eventIds, code) => announce(await log.drop(eventIds, code, now().toISOString())),
    rebase: async () => announce(await log.rebase(now().toISOString())),
  };

  const leadership = new TabLeadership(
    options.locks === undefined ? browserLeaderLock() : options.locks ?? undefined,
    lockName,
    async () => {
      await loaded();
      // Until now another tab may have led and changed the shared queue.
      await log.reloadPending();
      if (wiped || !leadership.isLeader) return;
      const backoff = new Backoff(options.backoff);
      engine = new SyncEngine({ log: leaderLog, transport, backoff, onStatus: setStatus, connectivity });
      engine.start();
    },
  );

  const hear = (message: TabMessage) => {
    const following = !leadership.isLeader;
    switch (message.kind) {
      case 'confirmed':
        if (!following) return;
        void log.confirm(message.events, { feed: false, lastPosition: message.lastPosition, persist: false });
        return;
      case 'pendingChanged':
        void log.reloadPending().then(() => engine?.nudge());
        return;
      case 'rejected':
        if (following) void log.reloadPending().then(() => surface(message.rejections));
        return;
      case 'status':
        if (following) setStatus(message.status);
        return;
      case 'hello':
        if (!following) channel?.post({ kind: 'status', status: current });
        return;
      case 'wiped':
        wiped = true;
        stop();
        void log.close().then(() => setStatus('signedOut'));
    }
  };

  function stop(): void {
    leadership.stop();
    engine?.stop();
    engine = undefined;
    unlisten?.();
    unlisten = undefined;
    if (!options.channel) channel?.close();
    channel = undefined;
  }

  return {
    read: loaded,
    async start() {
      if (wiped || channel) return;
      channel = options.channel ?? browserTabChannel(lockName);
      unlisten = channel.listen(hear);
      await loaded();
      await caughtUpWithDevice();
      leadership.start();
      if (!leadership.isLeader) channel.post({ kind: 'hello' });
    },
    stop,
    async wipe() {
      wiped = true;
      (channel ?? options.channel)?.post({ kind: 'wiped' });
      engine?.stop();
      await loading?.catch(() => undefined);
      await log.close();
      await store.wipe();
      // Only now may another tab take the lead: there is nothing left for it to send.
      stop();
      setStatus('signedOut');
    },
    async propose(drafts) {
      await loaded();
      const result = await log.propose(drafts, { actor: options.actor, at: now().toISOString(), newId });
      if (result.accepted) {
        channel?.post({ kind: 'pendingChanged' });
        engine?.nudge();
      }
      return result;
    },
    stream: (name) => log.stream(name),
    streams: () => log.streams(),
    history: (name) => log.history(name),
    pending: () => log.pendingEvents(),
    refused: () => log.refusedWrites(),
    async forgetRefused(batch) {
      await log.forgetRefused(batch);
      channel?.post({ kind: 'pendingChanged' });
    },
    subscribe: (listener) => changes.add(listener),
    onRejection: (listener) => rejections.add(listener),
    status: () => current,
  };
}
