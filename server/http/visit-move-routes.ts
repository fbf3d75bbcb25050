import { Hono } from 'hono';
import { z } from 'zod';
import { bookingDate, bookingTime } from '../../machines/domain/request-events.ts';
import type { AppendDeps } from '../events/append-decided.ts';
import { moveVisit, windowsToMoveTo } from '../visits/visit-moves.ts';
import { ApiError } from './api-error.ts';
import type { AppEnv } from './app-env.ts';
import { jsonOf } from './json-body.ts';

// A customer's visit moved by themselves, mounted at /api/requests:
//   GET  /:requestId/free-windows?from=YYYY-MM-DD → { days: [{ date, windows: [{ date, from, to }] }], next }
//        (the request's owner, or an admin)
//   POST /:requestId/visit-moves { date, from } → { events }: the move and its technician's window
const wantedWindow = z.strictObject({ date: bookingDate, from: bookingTime });

export function visitMoveRoutes(deps: AppendDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:requestId/free-windows', async (c) => {
    const session = c.get('session');
    if (!session) throw new ApiError(401, 'signInRequired', 'Please sign in first.');
    const from = c.req.query('from');
    if (from !== undefined && !bookingDate.safeParse(from).success) throw new ApiError(400, 'invalidDate', 'Give the first day as YYYY-MM-DD.');
    return c.json(await windowsToMoveTo(deps, c.req.param('requestId'), session.actor, from ?? null));
  });
  routes.post('/:requestId/visit-moves', async (c) => {
    const session = c.get('session');
    if (!session) throw new ApiError(401, 'signInRequired', 'Please sign in first.');
    const wanted = wantedWindow.safeParse(await jsonOf(c.req));
    if (!wanted.success) throw new ApiError(400, 'invalidPayload', 'Give the day and the start of the window.');
    return c.json({ events: await moveVisit(deps, c.req.param('requestId'), session.actor, wanted.data) });
  });
  return routes;
}
