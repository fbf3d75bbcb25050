// The app's service worker, built into /service-worker.js with the build's shell written in
// (build/service-worker.ts). It keeps the app shell of one build (the page, the hashed code
// and styles, the fonts, both catalogs, the manifests and icons) in a cache named after that
// build, and answers navigations with the kept page, so the app opens with no network and
// reads the signed-in customer's local log. Nothing else is touched: /api/* answers, the live
// feed and photos go to the network as if there were no worker, and are never kept.
// A new build waits until the page says so (the update notice's "Reload").
import type { ShellManifest, WorkerMessage } from './worker-protocol.ts';

declare const shell: ShellManifest;

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage>) => void): void;
}

const worker = self as unknown as WorkerScope;
const cacheName = `shell-${shell.version}`;
const kept = new Set(shell.files);
const page = '/index.html';

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(shell.files)));
});

// The first worker takes the open pages at once; an update waits for the page's word instead.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== cacheName).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data?.type === 'skipWaiting') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate' && !/\.\w+$/.test(url.pathname)) event.respondWith(keptOrFetched(page, request));
  else if (kept.has(url.pathname)) event.respondWith(keptOrFetched(url.pathname, request));
});

async function keptOrFetched(path: string, request: Request): Promise<Response> {
  return (await caches.match(path, { cacheName })) ?? fetch(request);
}
