import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './api-error.ts';

// The built client: hashed assets cached for a year, `/` answered with the welcome page drawn
// at build time, every other path with index.html so the router in the browser can take it
// (including its own not-found page).
// A missing asset is a 404, not the page: a stale script must fail, not run as HTML.
// Source maps are built for us, not for the public: the server never hands them out.
const sourceMap = /\.map(?:\.(?:br|gz|zst))?$/i;

export function serveBuiltClient(app: Hono<AppEnv>, staticDir: string): void {
  if (!existsSync(path.join(staticDir, 'index.html'))) return;
  const root = path.relative(process.cwd(), staticDir) || '.';
  const notFound = (message: string) => errorBody('notFound', message);
  app.use('*', async (c, next) => {
    if (sourceMap.test(c.req.path)) return c.json(notFound('No such file.'), 404);
    await next();
  });
  app.use('/assets/*', cacheWhenFound('public, max-age=31536000, immutable'), serveStatic({ root, precompressed: true }));
  app.all('/assets/*', (c) => c.json(notFound('No such asset.'), 404));
  // Files outside /assets (the pages) have no hash in their name: revalidated. `/` is the
  // welcome page drawn at build time (build/prerendered-welcome.ts), when the build has it.
  if (existsSync(path.join(staticDir, 'welcome.html'))) {
    app.get('/', cacheWhenFound('no-cache'), serveStatic({ root, precompressed: true, rewriteRequestPath: () => '/welcome.html' }));
  }
  app.use('*', cacheWhenFound('no-cache'), serveStatic({ root, precompressed: true }));
  app.get('*', cacheWhenFound('no-cache'), serveStatic({ root, precompressed: true, rewriteRequestPath: () => '/index.html' }));
}

// Set on the response once served: serveStatic's own onFound runs after the response is
// made, too late for its headers; and a 404 must not be cached as a year-long asset. Every
// file served may have compressed copies (build/precompressed-assets.ts), so a cache must
// key it by Accept-Encoding even when this answer was not compressed.
function cacheWhenFound(cacheControl: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.res.headers.set('Cache-Control', cacheControl);
    if (!/\bAccept-Encoding\b/i.test(c.res.headers.get('Vary') ?? '')) c.res.headers.append('Vary', 'Accept-Encoding');
  };
}
