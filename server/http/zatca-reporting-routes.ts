import { Hono } from 'hono';
import { requireAdmin } from '../auth/session-middleware.ts';
import type { ServerConfig } from '../config.ts';
import type { AppEnv } from './app-env.ts';

// Whether the server reports tax invoices to ZATCA, and with which stamp it signs them, for the
// admin's Settings tab, mounted at /api/admin/zatca-reporting: GET → {reportingTo: base URL |
// null, signedWith: 'zatca' | 'test'}. Only these: the CSID, its secret and the key never leave
// the server.
export function zatcaReportingRoutes(deps: { config: ServerConfig }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', requireAdmin, (c) =>
    c.json({ reportingTo: deps.config.zatcaReporting?.baseUrl ?? null, signedWith: deps.config.zatcaStamp ? 'zatca' : 'test' }),
  );
  return routes;
}
