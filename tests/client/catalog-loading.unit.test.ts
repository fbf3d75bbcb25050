import { createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each catalog of each language as a chunk on its way, handed over when the test says so.
const chunks = vi.hoisted(() => {
  const waiting = new Map<string, { promise: Promise<{ messages: Record<string, string> }>; arrive: () => void }>();
  const chunk = (key: string) => {
    if (!waiting.has(key)) {
      let arrive = () => {};
      const promise = new Promise<{ messages: Record<string, string> }>((resolve) => (arrive = () => resolve({ messages: { [key]: `words of ${key}` } })));
      waiting.set(key, { promise, arrive });
    }
    return waiting.get(key)!;
  };
  return { load: (key: string) => chunk(key).promise, arrive: (key: string) => chunk(key).arrive(), asked: () => [...waiting.keys()] };
});
vi.mock('../../src/app/catalogs.ts', () => ({
  catalogs: Object.fromEntries(
    ['visitor', 'visitorPages', 'signedIn'].map((name) => [name, { en: () => chunks.load(`${name}.en`), ar: () => chunks.load(`${name}.ar`) }]),
  ),
}));
vi.mock('@lingui/core/macro', () => import('./lingui-macro.ts'));
// The server says a customer is signed in.
vi.mock('../../src/eventlog/api-call.ts', () => ({
  callApi: async () => ({ ok: { user: { id: '1234', fullName: 'Sara', email: 'sara@example.com', mobile: '+966500000000' }, admin: null } }),
}));

const { activateLocale, i18n } = await import('../../src/app/i18n.ts');
const { loadCatalog } = await import('../../src/app/catalog-loading.ts');
const { authActors } = await import('../../src/app/auth-api.ts');

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('loading the catalogs', () => {
  afterEach(() => localStorage.clear());

  it("given English on screen, when the server says someone is signed in, then the answer waits for English's signed-in catalog", async () => {
    const english = activateLocale('en');
    chunks.arrive('visitor.en');
    await english;

    const sessions = createActor(authActors.loadSessions).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessions.getSnapshot().status).toBe('active');
    expect(chunks.asked()).toContain('signedIn.en');

    chunks.arrive('signedIn.en');
    await waitFor(sessions, (snapshot) => snapshot.status === 'done');
    expect(i18n._('signedIn.en')).toBe('words of signedIn.en');
  });

  it('given Arabic on its way, when a catalog is asked for meanwhile, then Arabic shows only once that catalog is in too', async () => {
    const arabic = activateLocale('ar');
    const visitorPages = loadCatalog('visitorPages');
    chunks.arrive('visitor.ar');
    chunks.arrive('signedIn.ar');
    chunks.arrive('visitorPages.en');

    expect(await settled(arabic)).toBe(false);
    expect(i18n.locale).toBe('en');

    chunks.arrive('visitorPages.ar');
    await Promise.all([arabic, visitorPages]);
    expect(i18n.locale).toBe('ar');
    expect(['visitor.ar', 'visitorPages.ar', 'signedIn.ar'].map((id) => i18n._(id))).toEqual([
      'words of visitor.ar',
      'words of visitorPages.ar',
      'words of signedIn.ar',
    ]);
  });
});
