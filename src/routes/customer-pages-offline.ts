// A signed-in customer's pages work offline (DESIGN.md 4), so their code, loaded lazily to
// keep a visitor's first page small, is fetched once someone is signed in and the page they
// opened has been drawn: fetched with it, it made that page's first paint 1 s later.
import type { AnyRouter } from '@tanstack/react-router';
import { signedInUser } from '../../machines/auth.machine.ts';
import type { AuthActor } from '../app/session.ts';
import { rootRoute } from './root.tsx';

export function fetchCustomerPagesWhenSignedIn(router: AnyRouter, auth: AuthActor): void {
  let fetched = false;
  const unsubscribe = router.subscribe('onResolved', () => {
    if (fetched || !signedInUser(auth.getSnapshot())) return;
    fetched = true;
    unsubscribe();
    whenIdle(() => {
      const customerPages = Object.values(router.routesById).filter((route) => route.parentRoute === rootRoute && !route.id.startsWith('/admin'));
      for (const route of customerPages) void router.loadRouteChunk(route)?.catch(() => undefined);
    });
  });
}

// Safari has no requestIdleCallback.
const whenIdle = (run: () => void) => ('requestIdleCallback' in globalThis ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000));
