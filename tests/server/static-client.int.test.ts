import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/app-env.ts';
import { serveBuiltClient } from '../../server/http/static-client.ts';

// The built client as the server hands it out, from a folder laid out like `vite build`'s:
// index.html and hashed assets, with a hidden source map beside the script. serveStatic
// reads relative to the working directory, which stays the project's for the whole file.
const staticDir = mkdtempSync(path.join(os.tmpdir(), 'static-client-'));
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title><div id="main"></div>');
writeFileSync(path.join(staticDir, 'assets', 'app-abc.js'), 'console.log("app");\n');
writeFileSync(path.join(staticDir, 'assets', 'app-abc.js.map'), '{"version":3,"sources":["src/secret.ts"],"mappings":""}');
writeFileSync(path.join(staticDir, 'app-abc.js.map'), '{"version":3,"sources":[],"mappings":""}');
writeFileSync(path.join(staticDir, 'assets', 'app-abc.js.br'), brotliCompressSync('console.log("app");\n'));
writeFileSync(path.join(staticDir, 'assets', 'app-abc.js.gz'), gzipSync('console.log("app");\n'));

const app = new Hono<AppEnv>();
serveBuiltClient(app, staticDir);

afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
});

async function get(route: string, headers: Record<string, string> = {}) {
  const response = await app.request(route, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString() };
}

describe('the built client', () => {
  it('serves an existing hashed asset, cached for a year as immutable', async () => {
    const asset = await get('/assets/app-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('console.log');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy to a browser that takes br, the gzip copy to one that takes only gzip', async () => {
    const br = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(br.bytes).toString()).toContain('console.log');
    const gz = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toContain('console.log');
  });

  it('sends the plain file to a browser that takes no encoding, still marked Vary: Accept-Encoding', async () => {
    const plain = await get('/assets/app-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    const compressed = await get('/assets/app-abc.js', { 'accept-encoding': 'br' });
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers a missing asset with 404 notFound, not the page', async () => {
    const missing = await get('/assets/app-old.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
    expect(JSON.parse(missing.text)).toMatchObject({ error: { code: 'notFound' } });
  });

  it('answers / with index.html, revalidated on every visit', async () => {
    const page = await get('/');
    expect(page.text).toContain('<div id="main">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers any other path with index.html, revalidated on every visit', async () => {
    const page = await get('/some/route');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('<div id="main">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses a source map on disk with 404, wherever it lies and however it is spelled', async () => {
    for (const route of ['/assets/app-abc.js.map', '/app-abc.js.map', '/assets/app-abc.js.MAP', '/assets/app-abc.js%2Emap']) {
      const map = await get(route);
      expect(map.status, route).toBe(404);
      expect(map.text, route).not.toContain('sources');
    }
  });
});

describe('the built client with the welcome page drawn at build time', () => {
  const drawnDir = mkdtempSync(path.join(os.tmpdir(), 'static-client-welcome-'));
  writeFileSync(path.join(drawnDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(path.join(drawnDir, 'welcome.html'), '<!doctype html><title>app</title><div id="root"><h1>Welcome</h1></div>');
  const drawnApp = new Hono<AppEnv>();
  serveBuiltClient(drawnApp, drawnDir);
  afterAll(() => rmSync(drawnDir, { recursive: true, force: true }));

  it('answers / with the welcome page and every other path with index.html, both revalidated', async () => {
    // Given a build with welcome.html beside index.html
    // When / and another path are asked for
    const welcome = await drawnApp.request('/');
    const other = await drawnApp.request('/dashboard');

    // Then / gets the drawn welcome, the other path the app's page
    expect(await welcome.text()).toContain('<h1>Welcome</h1>');
    expect(welcome.headers.get('cache-control')).toBe('no-cache');
    expect(await other.text()).toContain('<div id="root"></div>');
    expect(other.headers.get('cache-control')).toBe('no-cache');
  });
});
