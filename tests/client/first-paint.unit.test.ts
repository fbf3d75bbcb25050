import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from '../../src/app/first-paint.ts';

// A stand-in for the browser's paint timing: `paint(name)` reports a paint entry to every
// observer watching paints, as Chromium does once a frame is on screen.
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static watching = new Set<FakePaintObserver>();
  static painted: string[] = [];

  constructor(private readonly report: (entries: { getEntriesByName(name: string): unknown[] }) => void) {}

  observe({ buffered }: { type: string; buffered?: boolean }) {
    FakePaintObserver.watching.add(this);
    if (buffered) for (const name of FakePaintObserver.painted) this.deliver(name);
  }

  disconnect() {
    FakePaintObserver.watching.delete(this);
  }

  deliver(name: string) {
    this.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }

  static paint(name: string) {
    FakePaintObserver.painted.push(name);
    for (const observer of [...FakePaintObserver.watching]) observer.deliver(name);
  }
}

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

describe('after the first contentful paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.watching.clear();
    FakePaintObserver.painted = [];
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits until the page has put content on screen, not for a first paint without content', async () => {
    const done = settled(afterFirstContentfulPaint(300));
    FakePaintObserver.paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);

    FakePaintObserver.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(FakePaintObserver.watching.size).toBe(0);
  });

  it('goes on at once when the content was drawn before it was asked (a visitor who then signs in)', async () => {
    FakePaintObserver.paint('first-contentful-paint');
    const done = settled(afterFirstContentfulPaint(300));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('goes on after the longest wait when nothing is drawn (a page waiting for it, a background tab)', async () => {
    const done = settled(afterFirstContentfulPaint(300));
    await vi.advanceTimersByTimeAsync(299);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    expect(FakePaintObserver.watching.size).toBe(0);
  });

  it('goes on at once where paints cannot be observed', async () => {
    FakePaintObserver.supportedEntryTypes = [];
    try {
      const done = settled(afterFirstContentfulPaint(300));
      await vi.advanceTimersByTimeAsync(0);
      expect(done()).toBe(true);
    } finally {
      FakePaintObserver.supportedEntryTypes = ['paint'];
    }
  });
});
