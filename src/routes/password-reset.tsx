import { createRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { skipWhenSignedIn } from './guards.ts';
import { lazyVisitorPage } from './lazy-visitor-page.ts';
import { rootRoute } from './root.tsx';

// `/forgot-password`: ask for a reset link (email) or code (mobile). A signed-in customer
// changes their password in Settings instead.
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  beforeLoad: (args) => skipWhenSignedIn(args, {}),
  component: lazyVisitorPage(() => import('./password-reset.lazy.tsx'), 'ForgotPasswordRoute'),
});

// `/reset-password?token=…`: the page the e-mailed link opens. Only a token of the right
// shape is kept; anything else (a link cut short when copied) opens it as a broken link (the server judges the rest).
export interface ResetPasswordSearch {
  token?: string;
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search: { token?: unknown } & SearchSchemaInput): ResetPasswordSearch =>
    typeof search.token === 'string' && tokenPattern.test(search.token) ? { token: search.token } : {},
  beforeLoad: (args) => skipWhenSignedIn(args, {}),
  component: lazyVisitorPage(() => import('./password-reset.lazy.tsx'), 'ResetPasswordRoute'),
});
