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

// On a first visit the log's code (~15 kB) would share a slow network with the code of the
// page being opened: it is asked for once that page is on screen. The limit is for a page
// never shown (a background tab); a slow phone may take more than a second to paint.
const logWaitsForPaintAtMostMs = 3000;

interface PreparedLog {
  scope: string;
  created: Promise<EventLog>;
}

interface OpenLog {
  scope: string;
  opening: Promise<EventLog>;
  log: EventLog | null;
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
   * The person this device last knew, before the server has said who is signed in: their log's
   * code is fetched, their log made and the device's copy read at once, not after the first
   * paint nor after the server's answer, so that when follow() names them their first screen
   * is ready. Nothing is shown, sent or synced until then (the server may yet say someone
   * else, or nobody); reading is all it does.
   */
  prepare(actor: Actor): void {
    const scope = scopeOf(actor);
    // Read here, in the page's first code, while the log's code still loads; a copy that
    // cannot be read now is read by the log itself.
    const deviceCopy = readDeviceCopy(databaseNameOf(scope)).catch(() => undefined);
    const created = this.created(scope, actor, deviceCopy).then((log) => {
      // A failed read is start()'s to meet: it reads through the same promise.
      log.read().catch(() => undefined);
      return log;
    });
    this.prepared = { scope, created };
  }

  /** Opens the log of `actor` (closing another's), or closes it when nobody is signed in. */
  follow(actor: Actor | null): void {
    const scope = actor ? scopeOf(actor) : null;
    if (this.open?.scope === scope) return;
    const previous = this.open;
    this.open = null;
    void previous?.opening.then((log) => log.stop());
    if (actor && scope) this.open = this.opened(scope, actor);
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

  private opened(scope: string, actor: Actor): OpenLog {
    const prepared = this.prepared?.scope === scope ? this.prepared.created : null;
    this.prepared = null;
    const open: OpenLog = {
      scope,
      log: null,
      opening: prepared ?? this.afterFirstScreen().then(() => this.created(scope, actor)),
    };
    void open.opening.then((log) => {
      if (this.open !== open) return;
      open.log = log;
      void log.start();
      this.switched.emit();
    });
    return open;
  }

  private afterFirstScreen(): Promise<void> {
    return this.waitsForFirstPaint ? afterFirstContentfulPaint(logWaitsForPaintAtMostMs) : Promise.resolve();
  }

  private async created(scope: string, actor: Actor, deviceCopy?: Promise<DeviceCopy | undefined>): Promise<EventLog> {
    const { createEventLog } = await loadCodeChunk(() => import('../eventlog/event-log.ts'));
    return createEventLog({ scope, actor, deviceCopy, ...inspectOption() });
  }
}

const scopeOf = (actor: Actor) => `${actor.role}-${actor.userId}`;
