// The service worker of production builds, and the notice of a new version: "A new version is
// available", with a Reload that switches to it. It stays until taken up or dismissed.
import { msg } from '@lingui/core/macro';
import { showToast, type Toaster } from './toaster.ts';
import { startServiceWorker } from './waiting-worker.ts';

export function followAppUpdates(toaster: Toaster): void {
  // After the page has loaded: keeping the shell fetches every file of the build, which must
  // not compete with what the first screen needs.
  const start = () =>
    void startServiceWorker({
      production: import.meta.env.PROD,
      container: navigator.serviceWorker,
      reload: () => location.reload(),
      offerUpdate: (accept) =>
        showToast(toaster, {
          content: { title: msg`A new version is available`, action: { label: msg`Reload`, run: accept } },
          durationMs: Infinity,
        }),
    }).catch(() => {
      // No worker (a private window may refuse one): the app works as a plain page.
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
