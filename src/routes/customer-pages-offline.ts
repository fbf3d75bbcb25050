// A signed-in customer's pages work offline (docs/design.md section 4). Where a service worker
// keeps the build it has them all; without one (a private window, a browser that refuses it)
// the page fetches their code itself, lazily loaded to keep a visitor's first page small, once
// the first screen has its content (src/app/first-screen-settled.ts).
import type { AnyRouter } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

export function fetchCustomerPages(router: AnyRouter): void {
  for (const route of Object.values(router.routesById)) {
    if (route.parentRoute === rootRoute && !route.id.startsWith('/admin')) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
