// Runs async jobs one after another, so a job that reads the store and then writes it
// never interleaves with another doing the same (live events, answers, proposals, tabs).
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
