import type { MiddlewareHandler } from 'hono';

// Counts requests being handled so a shutdown can wait for appends that already started.
export class InFlightRequests {
  private count = 0;
  private idle: Array<() => void> = [];

  readonly middleware: MiddlewareHandler = async (_c, next) => {
    this.count += 1;
    try {
      await next();
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const resolve of this.idle.splice(0)) resolve();
    }
  };

  /** Resolves when nothing is in flight, or after `timeoutMs`, whichever comes first. */
  drained(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
