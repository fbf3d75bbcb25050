// Every built route of spec section 2, one file each; a route joins here when its page exists.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AuthActor } from '../app/session.ts';
import { adminChatRoute } from './admin-chat.tsx';
import { adminDashboardRoute } from './admin-dashboard.tsx';
import { adminGrantForUserRoute, adminGrantRoute } from './admin-grant.tsx';
import { adminInvoiceRoute } from './admin-invoice.tsx';
import { adminLoginRoute } from './admin-login.tsx';
import { adminUserRoute } from './admin-user.tsx';
import { adminRoute } from './admin.tsx';
import { bookRoute } from './book.tsx';
import { chatRoute } from './chat.tsx';
import { checkoutRoute } from './checkout.tsx';
import { dashboardRoute } from './dashboard.tsx';
import { indexRoute } from './index.tsx';
import { invoicesRoute } from './invoices.tsx';
import { myRequestRoute } from './my-request.tsx';
import { myRequestsRoute } from './my-requests.tsx';
import { notificationsRoute } from './notifications.tsx';
import { offersRoute } from './offers.tsx';
import { forgotPasswordRoute, resetPasswordRoute } from './password-reset.tsx';
import { paymentVerificationRoute } from './payment-verification.tsx';
import { planCheckoutRoute } from './plan-checkout.tsx';
import { planReceiptRoute } from './plan-receipt.tsx';
import { privacyRoute } from './privacy.tsx';
import { receiptRoute } from './receipt.tsx';
import { refundReceiptRoute } from './refund-receipt.tsx';
import { rootRoute } from './root.tsx';
import { settingsRoute } from './settings.tsx';
import { subscriptionPlanRoute } from './subscription-plan.tsx';
import { subscriptionsRoute } from './subscriptions.tsx';
import { supportRoute } from './support.tsx';
import { vipPokerRoute } from './vip-poker.tsx';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  dashboardRoute,
  bookRoute,
  myRequestsRoute,
  myRequestRoute,
  invoicesRoute,
  notificationsRoute,
  chatRoute,
  supportRoute,
  checkoutRoute,
  planCheckoutRoute,
  paymentVerificationRoute,
  receiptRoute,
  refundReceiptRoute,
  planReceiptRoute,
  settingsRoute,
  subscriptionsRoute,
  subscriptionPlanRoute,
  vipPokerRoute,
  offersRoute,
  privacyRoute,
  forgotPasswordRoute, resetPasswordRoute,
  adminRoute.addChildren([adminLoginRoute, adminDashboardRoute, adminGrantRoute, adminGrantForUserRoute, adminChatRoute, adminUserRoute, adminInvoiceRoute]),
]);

/** `history`: the browser's by default; build time draws the welcome page on a memory history. */
export function createAppRouter(auth: AuthActor, history?: RouterHistory) {
  const router = createRouter({ routeTree, history, context: { auth }, defaultPreload: 'intent', scrollRestoration: true });
  // The opened page's code is asked for at once: the router would ask only once its guards
  // have heard from the server who is signed in. A failure here is met again, and shown, then.
  for (const route of router.getMatchedRoutes(router.latestLocation.pathname)[0]) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
