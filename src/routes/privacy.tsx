import { createRoute } from '@tanstack/react-router';
import { loadPublicSettings } from '../app/public-settings.ts';
import { lazyVisitorPage } from './lazy-visitor-page.ts';
import { rootRoute } from './root.tsx';

// `/privacy`: the privacy notice (docs/decisions.md 32), for visitors and customers alike; the
// company's name and support number are asked of the server each time it opens.
export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy',
  loader: async () => ({ settings: await loadPublicSettings() }),
  staleTime: 0,
  component: lazyVisitorPage(() => import('./privacy.lazy.tsx'), 'PrivacyRoute'),
});
