import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: ({ location }) => {
    if (location.pathname.replace(/\/$/, '') === '/admin') throw redirect({ to: '/admin/login' });
  },
});
