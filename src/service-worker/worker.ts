// The app's service worker, built into /service-worker.js with the build's shell written in
// (build/service-worker.ts). It keeps the app shell of one build (the page, the hashed code
// and styles, the fonts, every catalog, the manifests and icons) in a cache named after that
// build, and answers navigations with the kept page, so the app opens with no network and
// reads the signed-in customer's local log. Nothing else is touched: /api/* answers, the live
// feed and photos go to the network as if there were no worker, and are never kept.
// A new build waits until the page says so (the update notice's "Reload"). A push from our server
// (docs/notifications.md "Web push") is shown as a notification; a click opens its request's page
// in the app's window, or a new one.
import type { ShellManifest, WorkerMessage } from './worker-protocol.ts';

declare const shell: ShellManifest;

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface PushShown {
  title: string;
  body: string;
  url: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}
interface WorkerScope {
  location: Location;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: { showNotification(title: string, options: { body: string; lang: string; dir: string; icon: string; tag: string; data: { url: string } }): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage>) => void): void;
}

const worker = self as unknown as WorkerScope;
const cacheName = `shell-${shell.version}`;
const kept = new Set(shell.files);
const page = '/index.html';
// The app's 192 px icon, by its hashed name among the kept files.
const icon = shell.files.find((file) => /\/icon-192[^/]*\.png$/.test(file)) ?? '';

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

worker.addEventListener('push', (event) => {
  const shown = event.data?.json() as PushShown | undefined;
  if (!shown?.title) return;
  // Only a path of this site is opened on a click, whatever the message says.
  const url = new URL(shown.url, worker.location.origin);
  const path = url.origin === worker.location.origin ? url.pathname : '/notifications';
  event.waitUntil(
    worker.registration.showNotification(shown.title, { body: shown.body, lang: shown.lang, dir: shown.dir, icon, tag: path, data: { url: path } }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/notifications';
  event.waitUntil(openApp(new URL(path, worker.location.origin).href));
});

async function openApp(url: string): Promise<unknown> {
  const [open] = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (!open) return worker.clients.openWindow(url);
  await open.focus();
  return open.url === url ? open : open.navigate(url);
}
