// Code the app fetches after its first page (the event log, the photo outbox, the map): asked for
// only while the device has a network, and asked again after a drop. Without this, a phone that
// lost its network in the seconds after opening the app never opened its log for that visit.
// A page our service worker controls has every chunk of its build kept on the device
// (src/service-worker/worker.ts): it asks at once, network or not.
import { retryWithBackoff } from './retry-with-backoff.ts';

function networkUp(): Promise<void> {
  if (navigator.onLine || navigator.serviceWorker?.controller) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

export const loadCodeChunk = <T>(load: () => Promise<T>): Promise<T> => retryWithBackoff(() => networkUp().then(load));
