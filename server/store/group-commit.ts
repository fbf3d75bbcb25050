import type { AppendOptions, AppendResult, EventToAppend } from './event-store.ts';

// Group commit: appends that arrive while a group is being written wait, and are then written
// together in one transaction by `write`, which settles each of them on its own. An append
// that finds nothing being written starts a group on the next turn of the event loop, not
// at once: the requests already received get there first and join it. (With PGlite a whole
// transaction runs without giving the event loop a turn, so starting at once would make
// every group an append alone.) A quiet server adds well under a millisecond.
export interface PendingAppend {
  events: EventToAppend[];
  options: AppendOptions;
}

export interface WaitingAppend extends PendingAppend {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** Bounds one transaction: a group takes waiting appends until it holds this many events. */
export const maxEventsPerGroup = 1000;

export class GroupCommit {
  private readonly waiting: WaitingAppend[] = [];
  private writing = false;
  private current: Promise<void> | null = null;

  constructor(private readonly write: (group: WaitingAppend[]) => Promise<void>) {}

  append(append: PendingAppend): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...append, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.writeAll());
      }
    });
  }

  /** Runs `then` once the group being written now, if any, is written (and its commit handed on). */
  afterCurrentGroup(then: () => void): void {
    if (this.current) void this.current.then(then);
    else then();
  }

  private async writeAll(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const group = this.nextGroup();
        this.current = this.write(group).catch((error: unknown) => {
          for (const append of group) append.reject(error);
        });
        await this.current;
      }
    } finally {
      this.writing = false;
      this.current = null;
    }
  }

  private nextGroup(): WaitingAppend[] {
    let events = this.waiting[0]!.events.length;
    let size = 1;
    while (size < this.waiting.length && events + this.waiting[size]!.events.length <= maxEventsPerGroup) {
      events += this.waiting[size]!.events.length;
      size += 1;
    }
    return this.waiting.splice(0, size);
  }
}
