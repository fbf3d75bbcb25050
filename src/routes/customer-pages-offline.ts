// A signed-in customer's pages work offline (docs/design.md section 4), so their code, loaded lazily to
// keep a visitor's first page small, is fetched once someone is signed in and the page they
// opened has been drawn: fetched with it, it made that page's first paint 1 s later.
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { signedInUser } from '../../machines/auth.machine.ts';
import type { AuthActor } from '../app/session.ts';
import { rootRoute } from './root.tsx';

export function fetchCustomerPagesWhenSignedIn(router: AnyRouter, auth: AuthActor): void {
  let fetched = false;
  const unsubscribe = router.subscribe('onResolved', () => {
    if (fetched || !signedInUser(auth.getSnapshot())) return;
    fetched = true;
    unsubscribe();
    const customerPages = Object.values(router.routesById).filter((route) => route.parentRoute === rootRoute && !route.id.startsWith('/admin'));
    fetchOneWhenIdle(router, customerPages);
  });
}

// A page at a time, each in an idle moment of its own: asking for them all at once took one
// ~60 ms task on a fast machine (four times that on a slow phone) just after the first paint.
function fetchOneWhenIdle(router: AnyRouter, routes: AnyRoute[]): void {
  const [route, ...rest] = routes;
  if (!route) return;
  whenIdle(() => {
    void router.loadRouteChunk(route)?.catch(() => undefined);
    fetchOneWhenIdle(router, rest);
  });
}

// Safari has no requestIdleCallback.
const whenIdle = (run: () => void) => ('requestIdleCallback' in globalThis ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 200));
