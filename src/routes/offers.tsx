import { createRoute } from '@tanstack/react-router';
import { loadPublicSettings } from '../app/public-settings.ts';
import { riyadhToday } from '../app/riyadh-today.ts';
import { lazyVisitorPage } from './lazy-visitor-page.ts';
import { rootRoute } from './root.tsx';

// `/offers`: the offers the admin publishes, for visitors and customers alike (docs/decisions.md 21).
// Riyadh's today is read here, each time the page opens, so an offer past its last day is hidden.
export const offersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offers',
  loader: async () => ({ today: riyadhToday(), settings: await loadPublicSettings() }),
  staleTime: 0,
  gcTime: 0,
  preloadStaleTime: 0,
  component: lazyVisitorPage(() => import('./offers.lazy.tsx'), 'OffersRoute'),
});
