import { createRoute } from '@tanstack/react-router';
import { returnPath } from '../app/return-path.ts';
import { WelcomePage } from '../features/account/WelcomePage.tsx';
import { skipWhenSignedIn } from './guards.ts';
import { rootRoute } from './root.tsx';

export interface WelcomeSearch {
  /** The page to return to after signing in; only paths inside this app are kept. */
  redirect?: string;
}

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): WelcomeSearch => {
    const redirect = returnPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  beforeLoad: (args) => skipWhenSignedIn(args, args.search),
  component: WelcomePage,
});
