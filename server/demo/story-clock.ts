import { AsyncLocalStorage } from 'node:async_hooks';

// The app's clock while the demo tells its story: each scene moves it to the moment the scene
// happens, so every event carries a date of the last 90 days; it never goes back. A sign-in
// that runs on while the story goes on keeps its own moment (`during`): what the server
// records for it is dated when it happened, however long its password hash takes.
export class StoryClock {
  private current: Date;
  private readonly ownMoments = new AsyncLocalStorage<Date>();

  constructor(start: Date) {
    this.current = new Date(start);
  }

  readonly now = (): Date => new Date(this.ownMoments.getStore() ?? this.current);

  moveTo(at: Date): void {
    if (at > this.current) this.current = new Date(at);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  /** Runs `work` with the clock standing at `at` for it alone. */
  during<T>(at: Date, work: () => Promise<T>): Promise<T> {
    return this.ownMoments.run(new Date(at), work);
  }
}
