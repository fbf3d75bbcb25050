import { createRoute } from '@tanstack/react-router';
import { loadPublicSettings } from '../app/public-settings.ts';
import { lazyVisitorPage } from './lazy-visitor-page.ts';
import { rootRoute } from './root.tsx';

export const subscriptionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscriptions',
  loader: () => loadPublicSettings(),
  component: lazyVisitorPage(() => import('./subscriptions.lazy.tsx'), 'SubscriptionsRoute'),
});
