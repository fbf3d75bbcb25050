import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from './admin.tsx';
import { requireAdmin } from './guards.ts';

// `/admin/invoices/{number}`: one tax document's printable page, opened from the Invoices tab.
export const adminInvoiceRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/invoices/$number',
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/admin/invoices/TaxDocumentPage.tsx'), 'TaxDocumentPage'),
});
