import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { signedInUser } from '../../machines/auth-snapshot.ts';
import { whenCustomerKnown } from '../app/session.ts';
import { rootRoute } from './root.tsx';

// `/support`: the support chat with the company, the customer's general thread; a visitor
// who is not signed in goes to `/` (spec section 2).
export const supportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support',
  beforeLoad: async ({ context }) => {
    const user = signedInUser(await whenCustomerKnown(context.auth));
    if (!user) throw redirect({ to: '/' });
    return { user };
  },
  component: lazyRouteComponent(() => import('./support.lazy.tsx'), 'SupportRoute'),
});
