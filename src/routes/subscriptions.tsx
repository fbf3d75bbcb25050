import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPublicSettings } from '../app/public-settings.ts';
import { rootRoute } from './root.tsx';

export const subscriptionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/subscriptions',
  loader: () => loadPublicSettings(),
  component: lazyRouteComponent(() => import('./subscriptions.lazy.tsx'), 'SubscriptionsRoute'),
});
