// The signed-in person's local event log: opened and syncing while they are signed in,
// stopped when they leave, and wiped (every private byte on this device) at their logout.
// The log's code (local storage, sync, the machines it replays and their payload schemas) is
// loaded only when someone signs in: a visitor's first page never downloads it.
import type { Actor } from '../../machines/domain/envelope.ts';
import { databaseNameOf, readDeviceCopy, type DeviceCopy } from '../eventlog/device-copy.ts';
import type { EventLog } from '../eventlog/event-log.ts';
import { ListenerSet } from '../eventlog/listener-set.ts';
import { loadCodeChunk } from './code-chunk.ts';
import { afterFirstContentfulPaint } from './first-paint.ts';
import { inspectOption } from './inspector.ts';

// Coming over the network, the log's code (~44 kB with its schemas) would share a slow link
// with the code of the page being opened: on a page drawn without the log it is asked for once
// that page is on screen. The limit is for a page never shown (a background tab); a slow phone
// may take more than a second to paint. From the service worker's copy it costs the page
// nothing and is asked for at once.
const logWaitsForPaintAtMostMs = 3000;

interface PreparedLog {
  scope: string;
  created: Promise<EventLog>;
}

interface OpenLog {
  scope: string;
  opening: Promise<EventLog>;
  log: EventLog | null;
  syncs: boolean;
}

export class SessionLog {
  private open: OpenLog | null = null;
  private prepared: PreparedLog | null = null;
  private readonly switched = new ListenerSet<[]>();

  /** `waitsForFirstPaint`: false when the page opened first draws nothing without the log. */
  constructor(private readonly waitsForFirstPaint = true) {}

  /** Hears when another log opens or the log closes (sign-in, sign-out). */
  subscribe(listener: () => void): () => void {
    return this.switched.add(listener);
  }

  /**
   * The customer this device remembers, at boot: the device's copy of their log is read at once
   * and their log made as soon as its code is in (see afterFirstScreen), so that their first
   * screen is drawn from it. Nothing is sent or synced until follow() says so (the server may
   * yet say someone else, or nobody).
   */
  prepare(actor: Actor): void {
    const scope = scopeOf(actor);
    // Read here, in the page's first code, while the log's code still loads; a copy that
    // cannot be read now is read by the log itself.
    const deviceCopy = readDeviceCopy(databaseNameOf(scope)).catch(() => undefined);
    const created = this.afterFirstScreen().then(() => this.created(scope, actor, deviceCopy)).then((log) => {
      // A failed read is start()'s to meet: it reads through the same promise.
      log.read().catch(() => undefined);
      return log;
    });
    this.prepared = { scope, created };
  }

  /**
   * Opens the log of `actor` (closing another's), or closes it when nobody is signed in. It
   * syncs once `syncs` says so (the server confirmed them), and then until it closes.
   */
  follow(actor: Actor | null, syncs = true): void {
    const scope = actor ? scopeOf(actor) : null;
    if (this.open && this.open.scope === scope) {
      if (syncs && !this.open.syncs) this.sync(this.open);
      return;
    }
    const previous = this.open;
    this.open = null;
    void previous?.opening.then((log) => log.stop());
    if (actor && scope) this.open = this.opened(scope, actor, syncs);
    this.switched.emit();
  }

  current(): EventLog | null {
    return this.open?.log ?? null;
  }

  async wipe(): Promise<void> {
    const open = this.open;
    this.open = null;
    this.switched.emit();
    await (await open?.opening)?.wipe();
    // Loaded only here, like the log's code: a visitor's first page never downloads it.
    await (await import('./booking-drafts.ts')).forgetEveryBookingDraft();
  }

  private opened(scope: string, actor: Actor, syncs: boolean): OpenLog {
    const prepared = this.prepared?.scope === scope ? this.prepared.created : null;
    this.prepared = null;
    const open: OpenLog = {
      scope,
      log: null,
      syncs: false,
      opening: prepared ?? this.afterFirstScreen().then(() => this.created(scope, actor)),
    };
    void open.opening.then((log) => {
      if (this.open !== open) return;
      open.log = log;
      this.switched.emit();
    });
    if (syncs) this.sync(open);
    else void open.opening.then((log) => log.read()).catch(() => undefined);
    return open;
  }

  private sync(open: OpenLog): void {
    open.syncs = true;
    void open.opening.then((log) => {
      if (this.open === open) void log.start();
    });
  }

  private afterFirstScreen(): Promise<void> {
    const codeOnDevice = Boolean(globalThis.navigator?.serviceWorker?.controller);
    return this.waitsForFirstPaint && !codeOnDevice ? afterFirstContentfulPaint(logWaitsForPaintAtMostMs) : Promise.resolve();
  }

  private async created(scope: string, actor: Actor, deviceCopy?: Promise<DeviceCopy | undefined>): Promise<EventLog> {
    const { createEventLog } = await loadCodeChunk(() => import('../eventlog/event-log.ts'));
    return createEventLog({ scope, actor, deviceCopy, ...inspectOption() });
  }
}

const scopeOf = (actor: Actor) => `${actor.role}-${actor.userId}`;
