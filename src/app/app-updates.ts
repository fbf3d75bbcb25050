// The service worker of production builds, and the notice of a new version: "A new version is
// available", with a Reload that switches to it. It stays until taken up or dismissed.
import { msg } from '@lingui/core/macro';
import { showToast, type Toaster } from './toaster.ts';
import { startServiceWorker } from './waiting-worker.ts';

/** Whether a worker keeps the build on the device, once the first screen has what it shows. */
export function followAppUpdates(toaster: Toaster, firstScreenSettled: Promise<void>): Promise<boolean> {
  // Keeping the shell fetches every file of the build: not before the first screen has what it shows.
  return firstScreenSettled
    .then(() =>
      startServiceWorker({
        production: import.meta.env.PROD,
        container: navigator.serviceWorker,
        reload: () => location.reload(),
        offerUpdate: (accept) =>
          showToast(toaster, {
            content: { title: msg`A new version is available`, action: { label: msg`Reload`, run: accept } },
            durationMs: Infinity,
          }),
      }),
    )
    .catch(() => false); // A worker refused (a private window may): the app works as a plain page.
}
