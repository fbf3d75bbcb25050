// Runs a task that may fail for a passing reason (a chunk the network dropped), trying again
// after a growing wait: `retries` more attempts, waiting initialMs, then twice that, and so on.
export interface RetryOptions {
  retries?: number;
  initialMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryWithBackoff<T>(
  task: () => Promise<T>,
  { retries = 3, initialMs = 500, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(initialMs * 2 ** attempt);
    }
  }
}
