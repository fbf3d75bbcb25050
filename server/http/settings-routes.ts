import { Hono } from 'hono';
import { currentSettings } from '../events/current-settings.ts';
import type { StreamStates } from '../events/stream-states.ts';
import type { AppEnv } from './app-env.ts';

// The settings everyone may read, folded: what a visitor who is not signed in (and so has no
// log) needs to see the plans before subscribing. Mounted at /api/settings.
export function settingsRoutes(deps: { streamStates: StreamStates }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    return c.json({ settings: await currentSettings(deps.streamStates) });
  });
  return routes;
}
