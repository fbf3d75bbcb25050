import { createRoute } from '@tanstack/react-router';
import { MyRequestsPage } from '../features/requests/MyRequestsPage.tsx';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export const myRequestsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-requests',
  beforeLoad: requireCustomer,
  component: MyRequestsPage,
});
