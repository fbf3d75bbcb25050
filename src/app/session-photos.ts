// The signed-in customer's photo outbox (photo-outbox.ts), beside their event log: opened once
// the log is, sending through it, and wiped with it at logout. Its code is part of the log's
// chunk (build/boot-chunks.ts): never on a visitor's first page, and there once the log is.
import type { EventLog } from '../eventlog/event-log.ts';
import { ListenerSet } from '../eventlog/listener-set.ts';
import type { PhotoOutbox } from './photo-outbox.ts';
import type { SessionLog } from './session-log.ts';

interface OpenOutbox {
  userId: string;
  opening: Promise<PhotoOutbox>;
}

const nothingWaiting: ReadonlySet<string> = new Set();

export class SessionPhotos {
  private open: OpenOutbox | null = null;
  private outbox: PhotoOutbox | null = null;
  private readonly changes = new ListenerSet<[]>();

  constructor(private readonly customerLog: SessionLog) {}

  /** Opens the outbox of the signed-in customer once their log is open; closes it when they leave. */
  follow(userId: string | null): void {
    if (this.open?.userId === userId) return;
    this.close();
    if (userId) this.open = { userId, opening: this.opened(userId) };
  }

  /** Keeps the photo of a request booked on this device until it reaches the server. */
  async keep(requestId: string, photo: Blob): Promise<void> {
    const outbox = await this.open?.opening;
    await outbox?.keep(requestId, photo);
  }

  /** The requests whose photo still waits on this device. */
  waiting(): ReadonlySet<string> {
    return this.outbox?.waiting() ?? nothingWaiting;
  }

  subscribe(listener: () => void): () => void {
    return this.changes.add(listener);
  }

  /** Deletes the waiting photos of a customer leaving this device, without waiting for their log (never opened, for one the server did not confirm). */
  async wipe(userId: string): Promise<void> {
    this.close();
    const { wipeWaitingPhotos } = await import('./open-photo-outbox.ts');
    await wipeWaitingPhotos(userId);
  }

  private close(): void {
    const previous = this.open;
    this.open = null;
    this.outbox = null;
    this.changes.emit();
    void previous?.opening.then((outbox) => outbox.stop());
  }

  private async opened(userId: string): Promise<PhotoOutbox> {
    const log = await this.openLog();
    const { openPhotoOutbox } = await import('./open-photo-outbox.ts');
    const outbox = openPhotoOutbox(userId, log);
    if (this.open?.userId === userId) {
      this.outbox = outbox;
      outbox.subscribe(() => this.changes.emit());
      void outbox.start();
    }
    return outbox;
  }

  private openLog(): Promise<EventLog> {
    return new Promise((resolve) => {
      const opened = () => {
        const log = this.customerLog.current();
        if (!log) return;
        unsubscribe();
        resolve(log);
      };
      const unsubscribe = this.customerLog.subscribe(opened);
      opened();
    });
  }
}
