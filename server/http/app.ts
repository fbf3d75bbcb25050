import { Hono, type MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../store/database.ts';
import type { EventStore } from '../store/event-store.ts';
import type { AppEnv } from './app-env.ts';
import { ApiError, errorBody } from './api-error.ts';
import { adminAuthRoutes } from './admin-auth-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { accountProjection } from '../auth/account-projection.ts';
import { sessionMiddleware } from '../auth/session-middleware.ts';
import { sessionAlive } from '../auth/sessions.ts';
import { LiveFeed } from '../events/live-feed.ts';
import { StreamStates } from '../events/stream-states.ts';
import { eventRoutes } from './event-routes.ts';
import { serveBuiltClient } from './static-client.ts';
import { bodyLimit, sameOriginJsonOnly } from './request-guards.ts';
import { securityHeaders } from './security-headers.ts';

// The whole HTTP surface: API routes, then the built client for every other path.
export interface AppDeps {
  config: ServerConfig;
  db: Database;
  store: EventStore;
  /** The server's clock: the `at` of every accepted event. */
  now: () => Date;
  /** How often an idle live connection is kept alive and its session checked; 25 s by default. */
  keepAliveMs?: number;
}

export interface BuiltApp {
  app: Hono<AppEnv>;
  /** Hands every commit to this instance's live clients; stop it before closing the store. */
  feed: LiveFeed;
}

export const maxRequestBytes = 256 * 1024;

/** `outermost` runs before everything else (the shutdown's count of requests in flight). */
export async function buildApp(deps: AppDeps, ...outermost: MiddlewareHandler[]): Promise<BuiltApp> {
  const feed = new LiveFeed(deps.store);
  await feed.start();
  const app = new Hono<AppEnv>();
  for (const middleware of outermost) app.use(middleware);
  app.use(securityHeaders(deps.config));
  app.use('/api/*', bodyLimit(maxRequestBytes), sameOriginJsonOnly(deps.config));
  app.use('/api/*', sessionMiddleware(deps));

  app.get('/api/health', async (c) => {
    await deps.db.query('select 1');
    return c.json({ ok: true });
  });

  app.route('/api/auth', authRoutes(deps));
  app.route('/api/admin', adminAuthRoutes(deps));
  app.route(
    '/api/events',
    eventRoutes({
      ...deps,
      feed,
      streamStates: new StreamStates(deps.store),
      inlineProjections: [accountProjection],
      sessionAlive: (sessionId) => sessionAlive(deps.db, sessionId, deps.now()),
    }),
  );

  app.all('/api/*', () => {
    throw new ApiError(404, 'notFound', 'No such API route.');
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    console.error(error);
    return c.json(errorBody('internal', 'Something went wrong on our side.'), 500);
  });
  serveBuiltClient(app, deps.config.staticDir);
  return { app, feed };
}
