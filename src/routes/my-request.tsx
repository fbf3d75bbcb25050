import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { parseStream, requestStream } from '../../machines/domain/streams.ts';
import { requireCustomer } from './guards.ts';
import { rootRoute } from './root.tsx';

const isRequestId = (requestId: string) => parseStream(requestStream(requestId))?.kind === 'request';

// `/my-requests/{requestId}`: one of the customer's requests in full. An id that cannot be a
// request's is not found here; one the customer's log does not hold is not found by the page.
export const myRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-requests/$requestId',
  beforeLoad: async (args) => {
    if (!isRequestId(args.params.requestId)) throw notFound();
    return requireCustomer(args);
  },
  component: lazyRouteComponent(() => import('./my-request.lazy.tsx'), 'MyRequestRoute'),
});
