// What the page and the service worker tell each other, and what the build writes into the
// worker (build/service-worker.ts).

/** The page asks a waiting worker to take over (the "Reload" of the update notice). */
export const skipWaitingMessage = { type: 'skipWaiting' } as const;
export type WorkerMessage = typeof skipWaitingMessage;

/** The build's app shell: its version (a hash of the files) and the paths to keep. */
export interface ShellManifest {
  version: string;
  files: string[];
}

export const workerPath = '/service-worker.js';
