import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './app-env.ts';

// The built client: hashed assets cached for a year, every other path answered with
// index.html so the router in the browser can take it (including its own not-found page).
export function serveBuiltClient(app: Hono<AppEnv>, staticDir: string): void {
  if (!existsSync(path.join(staticDir, 'index.html'))) return;
  const root = path.relative(process.cwd(), staticDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get(
    '*',
    serveStatic({
      root,
      rewriteRequestPath: () => '/index.html',
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache');
      },
    }),
  );
}
