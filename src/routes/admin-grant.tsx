import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { requireAdmin } from './guards.ts';

// The grant screen, empty or for one customer (`/admin/grant-subscription/{userId}`).
const GrantPage = lazyRouteComponent(() => import('../features/admin/grant/GrantPage.tsx'), 'GrantPage');
const userIdPattern = /^\d{1,5}$/;

export const adminGrantRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/grant-subscription',
  beforeLoad: requireAdmin,
  component: function AdminGrantRoute() {
    return <GrantPage />;
  },
});

export const adminGrantForUserRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/grant-subscription/$userId',
  beforeLoad: requireAdmin,
  component: function AdminGrantForUserRoute() {
    const { userId } = adminGrantForUserRoute.useParams();
    return <GrantPage userId={userIdPattern.test(userId) ? userId : undefined} />;
  },
});
