// Waits between reconnection attempts: doubling from `initialMs` up to `maxMs`, each wait
// drawn between half and all of that, so many browsers coming back do not retry in step.
export interface BackoffOptions {
  initialMs?: number;
  maxMs?: number;
  random?: () => number;
}

export class Backoff {
  private attempts = 0;
  private readonly initialMs: number;
  private readonly maxMs: number;
  private readonly random: () => number;

  constructor({ initialMs = 500, maxMs = 30_000, random = Math.random }: BackoffOptions = {}) {
    this.initialMs = initialMs;
    this.maxMs = maxMs;
    this.random = random;
  }

  next(): number {
    const ceiling = Math.min(this.maxMs, this.initialMs * 2 ** this.attempts);
    this.attempts += 1;
    return ceiling / 2 + (this.random() * ceiling) / 2;
  }

  reset(): void {
    this.attempts = 0;
  }
}
