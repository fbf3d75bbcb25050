import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteOrigins } from '../../server/http/site-origins.ts';
import { createHarness, testConfig, type Harness } from './app-harness.ts';

// CSRF and DNS rebinding: a state-changing call must come from this site's exact origin
// (scheme, host and port) or one ALLOWED_ORIGINS names, and no request is answered for a
// Host that is not this site. Every API answer is kept out of caches.
describe('the origins of a server listening on a port, without PUBLIC_URL', () => {
  const site = new SiteOrigins(testConfig({ port: 0, publicUrl: null }));
  site.listeningOn(4123);

  it('takes the loopback names at that port', () => {
    for (const origin of ['http://localhost:4123', 'http://127.0.0.1:4123', 'http://[::1]:4123']) {
      expect(site.mayChangeState(origin), origin).toBe(true);
    }
  });

  it('refuses another scheme or port, and hosts that only look alike', () => {
    for (const origin of ['https://127.0.0.1:4123', 'http://localhost:4124', 'http://localhost', 'http://localhost.evil.test:4123', 'null']) {
      expect(site.mayChangeState(origin), origin).toBe(false);
    }
  });

  it('answers only for its own host names', () => {
    expect(site.isOwnHost('localhost:4123')).toBe(true);
    expect(site.isOwnHost('LOCALHOST:4123')).toBe(true);
    expect(site.isOwnHost('evil.test:4123')).toBe(false);
    expect(site.isOwnHost('localhost:4124')).toBe(false);
  });
});

describe('a server with PUBLIC_URL and ALLOWED_ORIGINS', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({
      config: { publicUrl: 'https://rhm.example', allowedOrigins: ['https://admin.rhm.example'] },
    });
  });
  afterAll(async () => {
    await h.close();
  });

  const logout = (host: string, origin: string) =>
    h.app.request(`http://${host}/api/auth/logout`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-test-client-address': 'guards' },
      body: '{}',
    });

  it('accepts a call from the public origin and from an allowed one', async () => {
    expect((await logout('rhm.example', 'https://rhm.example')).status).toBe(200);
    expect((await logout('rhm.example', 'https://admin.rhm.example')).status).toBe(200);
  });

  it('refuses the public host over another scheme with 403 foreignOrigin', async () => {
    const response = await logout('rhm.example', 'http://rhm.example');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('foreignOrigin');
  });

  it('answers no request for a rebound host name with 421 unknownHost, API or page', async () => {
    const rebound = await logout('evil.test', 'http://evil.test');
    expect(rebound.status).toBe(421);
    expect(((await rebound.json()) as { error: { code: string } }).error.code).toBe('unknownHost');
    const page = await h.app.request('http://evil.test/api/auth/session', { headers: { 'x-test-client-address': 'guards' } });
    expect(page.status).toBe(421);
  });
});

describe('an API answer', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('is never cached: Cache-Control no-store on success and on refusal', async () => {
    expect((await h.request('/api/health')).headers.get('cache-control')).toBe('no-store');
    expect((await h.request('/api/auth/session')).headers.get('cache-control')).toBe('no-store');
    expect((await h.request('/api/no-such-route')).headers.get('cache-control')).toBe('no-store');
    expect((await h.request('/api/auth/logout', { body: {}, origin: 'https://evil.example' })).headers.get('cache-control')).toBe('no-store');
  });
});
