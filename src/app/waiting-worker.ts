// The service worker's life as the page sees it: registered in production builds only (the
// development server has no worker), and when a new build's worker has installed behind the
// one in charge, the page is told so; accepting hands over to it, then reloads once it is in
// charge. A first install is no update: the worker takes the page at once.
import { skipWaitingMessage, workerPath, type WorkerMessage } from '../service-worker/worker-protocol.ts';

export interface WorkerLike {
  state: string;
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface ContainerLike {
  controller: unknown;
  register(path: string, options: { scope: string }): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void, options: { once: true }): void;
}

export interface WorkerStart {
  production: boolean;
  /** navigator.serviceWorker, missing in browsers (and contexts) without workers. */
  container: ContainerLike | undefined;
  /** Called with what accepting the new version does. */
  offerUpdate: (accept: () => void) => void;
  reload: () => void;
}

/** Whether a worker now keeps the build on the device (none in development, or without workers). */
export async function startServiceWorker({ production, container, offerUpdate, reload }: WorkerStart): Promise<boolean> {
  if (!production || !container) return false;
  const registration = await container.register(workerPath, { scope: '/' });
  const offer = (waiting: WorkerLike) =>
    offerUpdate(() => {
      container.addEventListener('controllerchange', reload, { once: true });
      waiting.postMessage(skipWaitingMessage);
    });
  // A worker still waiting from an earlier visit (the notice was not taken up then).
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  return true;
}
