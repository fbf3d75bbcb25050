import { ApiError } from '../http/api-error.ts';

// A few password hashes at a time, a short queue behind them, and a clear refusal beyond:
// one scrypt at OWASP cost takes ~128 MiB, so a login flood must wait, not eat the memory.
export class HashSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ApiError(503, 'serverBusy', 'The server is busy. Please try again in a moment.');
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** One cap for the whole process: memory is per process, whoever asks for the hash. */
export const processHashSlots = new HashSlots(2, 64);
