// One tab per scope syncs with the server: the one holding the scope's Web Lock. The others
// wait in the lock's queue and take over when the leader's tab closes or stops.
export interface LeaderLock {
  /** Calls `lead` once granted and holds the lock until the promise `lead` returns settles. */
  request: (name: string, options: { signal: AbortSignal }, lead: () => Promise<void>) => Promise<unknown>;
}

/** The browser's Web Locks, when it has them (jsdom has not). */
export function browserLeaderLock(): LeaderLock | undefined {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks as LockManager | undefined;
  if (!locks) return undefined;
  return { request: (name, options, lead) => locks.request(name, options, () => lead()) };
}

export class TabLeadership {
  private abort: AbortController | undefined;
  private release: (() => void) | undefined;
  private leading = false;

  /** Without a lock the tab leads alone. */
  constructor(
    private readonly lock: LeaderLock | undefined,
    private readonly name: string,
    private readonly lead: () => Promise<void>,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  start(): void {
    if (this.abort) return;
    const abort = new AbortController();
    this.abort = abort;
    if (!this.lock) {
      this.leading = true;
      void this.lead();
      return;
    }
    this.lock
      .request(this.name, { signal: abort.signal }, async () => {
        if (abort.signal.aborted) return;
        this.leading = true;
        const held = new Promise<void>((resolve) => (this.release = resolve));
        try {
          await this.lead();
          await held;
        } finally {
          this.leading = false;
        }
      })
      .catch(() => {
        // Aborted while waiting in the queue: this tab stopped before it led.
      });
  }

  stop(): void {
    this.abort?.abort();
    this.abort = undefined;
    this.leading = false;
    this.release?.();
    this.release = undefined;
  }
}
