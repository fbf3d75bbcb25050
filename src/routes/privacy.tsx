import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPublicSettings } from '../app/public-settings.ts';
import { rootRoute } from './root.tsx';

// `/privacy`: the privacy notice (docs/decisions.md 32), for visitors and customers alike; the
// company's name and support number are asked of the server each time it opens.
export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy',
  loader: async () => ({ settings: await loadPublicSettings() }),
  staleTime: 0,
  component: lazyRouteComponent(() => import('./privacy.lazy.tsx'), 'PrivacyRoute'),
});
