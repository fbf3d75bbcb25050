import { Hono } from 'hono';
import { userStream } from '../../machines/domain/streams.ts';
import { dataExportFormats, type DataExportFormat } from '../../machines/domain/user-events.ts';
import { requireCustomer } from '../auth/session-middleware.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { collectDataExport } from '../privacy/data-export.ts';
import { dataExportPage } from '../privacy/data-export-page.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';

// The signed-in customer's own data (PDPL right of access, docs/decisions.md 32), mounted at /api/me:
//   GET /data-export               → everything the log holds about them, as a JSON file to save
//   GET /data-export?format=html   → the same as a printable page in their language
// Only the customer's own session: the route takes no user id, so an admin can never ask it
// for someone else. Each export is recorded (`user.dataExported`) for the admins to see.
const isFormat = (format: string): format is DataExportFormat => (dataExportFormats as readonly string[]).includes(format);

export function dataExportRoutes(deps: AppDeps & AppendDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/data-export', requireCustomer, async (c) => {
    const userId = c.get('customerSession')!.accountId;
    const format = c.req.query('format') ?? 'json';
    if (!isFormat(format)) throw new ApiError(400, 'invalidInput', 'Ask for format=json or format=html.');
    // Hono answers HEAD with this route too: headers alone hand over no data, so no export is recorded.
    if (c.req.method !== 'HEAD') {
      await appendDecided(deps, { actor: { role: 'customer', userId }, origin: 'server' }, [
        { stream: userStream(userId), type: 'user.dataExported', data: { format } },
      ]);
    }
    const data = await collectDataExport({ ...deps, dataDir: deps.config.dataDir }, userId);
    if (format === 'html') return c.html(dataExportPage(data, data.account.language ?? 'en'));
    c.header('Content-Disposition', `attachment; filename="my-data-${userId}.json"`);
    return c.json(data);
  });

  return routes;
}
