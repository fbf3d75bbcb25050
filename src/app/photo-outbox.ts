// A booking's photo chosen while the server could not be reached: its bytes wait on this device
// with the request they belong to (a reload loses nothing), are uploaded once the customer's log
// is back online, then attached to the request by proposing `request.photoAttached`, which the
// request machine decides like any change. A photo leaves the outbox once attached or refused.
import { requestStream } from '../../machines/domain/streams.ts';
import { Backoff, type BackoffOptions } from '../eventlog/backoff.ts';
import type { Draft, ProposeResult, SyncStatus } from '../eventlog/event-log.ts';
import { ListenerSet } from '../eventlog/listener-set.ts';
import type { PhotoUpload } from './photo-upload.ts';
import type { PhotoShelf } from './photo-shelf.ts';

/** What the outbox needs of the customer's log: its connection, and proposing the attachment. */
export interface OutboxLog {
  status(): SyncStatus;
  subscribe(listener: () => void): () => void;
  propose(drafts: readonly Draft[]): Promise<ProposeResult>;
}

export interface PhotoOutboxOptions {
  shelf: PhotoShelf;
  log: OutboxLog;
  upload: (photo: Blob) => Promise<PhotoUpload>;
  backoff?: BackoffOptions;
  /** Runs a sending pass alone among this customer's tabs (Web Locks by default), so no photo goes twice. */
  exclusive?: (task: () => Promise<void>) => Promise<void>;
}

export class PhotoOutbox {
  private waitingIds: ReadonlySet<string> = new Set();
  private readonly changes = new ListenerSet<[]>();
  private readonly backoff: Backoff;
  private sending: Promise<void> | null = null;
  private again = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private unsubscribe: (() => void) | undefined;
  private wasOnline = false;

  constructor(private readonly options: PhotoOutboxOptions) {
    this.backoff = new Backoff({ initialMs: 2000, maxMs: 60_000, ...options.backoff });
  }

  /** Reads what a previous visit left, and sends whenever the log comes (back) online. */
  async start(): Promise<void> {
    await this.refresh();
    this.unsubscribe = this.options.log.subscribe(() => {
      const online = this.options.log.status() === 'online';
      if (online && !this.wasOnline) void this.send();
      this.wasOnline = online;
    });
    this.wasOnline = this.options.log.status() === 'online';
    if (this.wasOnline) await this.send();
  }

  stop(): void {
    this.unsubscribe?.();
    clearTimeout(this.retry);
  }

  /** Keeps a booked request's photo until it reaches the server. */
  async keep(requestId: string, photo: Blob): Promise<void> {
    await this.options.shelf.put({ requestId, contentType: photo.type, bytes: await photo.arrayBuffer() });
    await this.refresh();
    if (this.options.log.status() === 'online') void this.send();
  }

  /** The requests whose photo waits on this device. */
  waiting(): ReadonlySet<string> {
    return this.waitingIds;
  }

  subscribe(listener: () => void): () => void {
    return this.changes.add(listener);
  }

  /** One pass over the waiting photos; a call during a pass asks for one more after it. */
  send(): Promise<void> {
    if (this.sending) {
      this.again = true;
      return this.sending;
    }
    const exclusive = this.options.exclusive ?? browserExclusive;
    this.sending = exclusive(() => this.sendEach()).finally(() => {
      this.sending = null;
      if (this.again) {
        this.again = false;
        void this.send();
      }
    });
    return this.sending;
  }

  private async sendEach(): Promise<void> {
    clearTimeout(this.retry);
    for (const photo of await this.options.shelf.all()) {
      const uploaded = await this.options.upload(new Blob([photo.bytes], { type: photo.contentType }));
      if (!uploaded.ok && !photoRefusals.has(uploaded.code)) {
        this.retry = setTimeout(() => void this.send(), this.backoff.next());
        break;
      }
      // A photo the server will never take, or one the request refuses now, has nothing to wait for.
      if (uploaded.ok) await this.options.log.propose([attachment(photo.requestId, uploaded.photoId)]);
      await this.options.shelf.remove(photo.requestId);
      this.backoff.reset();
    }
    await this.refresh();
  }

  private async refresh(): Promise<void> {
    this.waitingIds = new Set((await this.options.shelf.all()).map((photo) => photo.requestId));
    this.changes.emit();
  }
}

/** The upload's answers about the photo itself; any other failure (offline, signed out) passes. */
const photoRefusals: ReadonlySet<string> = new Set(['unsupportedImageType', 'imageTooLarge', 'notAnImage']);

const attachment = (requestId: string, photoId: string): Draft => ({
  stream: requestStream(requestId),
  type: 'request.photoAttached',
  data: { photoId },
});

async function browserExclusive(task: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return task();
  await locks.request('photo-outbox', task);
}
