import { createRoute, lazyRouteComponent, type SearchSchemaInput } from '@tanstack/react-router';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

export interface ChatSearch {
  requestId?: string;
}

const requestIdPattern = /^[0-9a-z-]{6,40}$/;

// `/chat`: the customer's general thread with the company, or with `?requestId=` that
// request's thread (spec section 2).
export const chatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/chat',
  beforeLoad: requireCustomer,
  validateSearch: (search: { requestId?: unknown } & SearchSchemaInput): ChatSearch =>
    typeof search.requestId === 'string' && requestIdPattern.test(search.requestId) ? { requestId: search.requestId } : {},
  component: lazyRouteComponent(() => import('./chat.lazy.tsx'), 'ChatRoute'),
});
