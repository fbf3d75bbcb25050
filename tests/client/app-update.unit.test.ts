import { describe, expect, it, vi } from 'vitest';
import { startServiceWorker, type ContainerLike, type RegistrationLike, type WorkerLike } from '../../src/app/waiting-worker.ts';

// A registration and a container as the browser's, driven by hand: a worker installs, waits,
// and takes over when told to.
class FakeWorker implements WorkerLike {
  state = 'installing';
  messages: unknown[] = [];
  private listeners: (() => void)[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  becomes(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration implements RegistrationLike {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  private listeners: (() => void)[] = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  found(worker: FakeWorker) {
    this.installing = worker;
    for (const listener of this.listeners) listener();
  }
}

function browser({ controlled }: { controlled: boolean }) {
  const registration = new FakeRegistration();
  const controllerChanged: (() => void)[] = [];
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    addEventListener: (_type: 'controllerchange', listener: () => void) => controllerChanged.push(listener),
  } satisfies ContainerLike;
  const offers: (() => void)[] = [];
  const reload = vi.fn();
  const start = (production = true, withWorkers = true) =>
    startServiceWorker({ production, container: withWorkers ? container : undefined, reload, offerUpdate: (accept) => offers.push(accept) });
  const takeOver = () => controllerChanged.splice(0).forEach((listener) => listener());
  return { registration, container, offers, reload, start, takeOver };
}

describe('the app update', () => {
  it('given a production build, registers the worker at the root for the whole site', async () => {
    const { container, start } = browser({ controlled: false });
    await start();
    expect(container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  });

  it('given a development build, or a browser without workers, registers nothing', async () => {
    const { container, start } = browser({ controlled: false });
    await start(false);
    await start(true, false);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('given a new version installed behind the one in charge, offers it; accepting sends skipWaiting and reloads once it is in charge', async () => {
    const { registration, offers, reload, start, takeOver } = browser({ controlled: true });
    await start();
    const next = new FakeWorker();
    registration.found(next);
    next.becomes('installed');
    expect(offers).toHaveLength(1);
    expect(next.messages).toEqual([]);

    offers[0]!();
    expect(next.messages).toEqual([{ type: 'skipWaiting' }]);
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('given a version left waiting by an earlier visit, offers it at once', async () => {
    const { registration, offers, start } = browser({ controlled: true });
    registration.waiting = new FakeWorker();
    await start();
    offers[0]!();
    expect(registration.waiting.messages).toEqual([{ type: 'skipWaiting' }]);
  });

  it('given a first install (no worker in charge yet), offers nothing: the worker takes the page itself', async () => {
    const { registration, offers, start } = browser({ controlled: false });
    await start();
    const first = new FakeWorker();
    registration.found(first);
    first.becomes('installed');
    expect(offers).toEqual([]);
  });
});
