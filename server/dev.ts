import { createServer } from 'vite';
import { readConfig } from './config.ts';
import { startServer } from './server-process.ts';

// `npm run dev`: the API on PORT+1 and Vite on PORT with hot reload, /api proxied to the API.
const config = readConfig();
// The browser talks to Vite's port: that is the site's origin for the API's CSRF and Host checks.
const api = await startServer({
  ...config,
  port: config.port + 1,
  publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  staticDir: '/nonexistent',
});
const vite = await createServer({
  server: {
    port: config.port,
    strictPort: true,
    proxy: { '/api': { target: `http://localhost:${api.port}`, changeOrigin: false } },
  },
});
await vite.listen();
vite.printUrls();

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await vite.close();
    await api.stop();
    process.exit(0);
  });
}
