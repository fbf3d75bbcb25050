import { afterEach, describe, expect, it, vi } from 'vitest';

// The Arabic visitor catalog as a chunk still on its way: it arrives only when the test hands it over.
const arabicCatalog = vi.hoisted(() => {
  let arrive: (catalog: { messages: Record<string, string> }) => void = () => {};
  const loading = new Promise<{ messages: Record<string, string> }>((resolve) => (arrive = resolve));
  return { loading, arrive: (catalog: { messages: Record<string, string> }) => arrive(catalog) };
});
vi.mock('../../src/app/catalogs.ts', () => ({
  catalogs: { visitor: { en: () => Promise.resolve({ messages: {} }), ar: () => arabicCatalog.loading } },
}));
vi.mock('@lingui/core/macro', () => import('./lingui-macro.ts'));

const { activateLocale } = await import('../../src/app/i18n.ts');
const { savedLocale } = await import('../../src/app/locale.ts');

describe('choosing Arabic', () => {
  afterEach(() => localStorage.clear());

  it('is saved before the Arabic catalog has loaded, so a reload at once comes back in Arabic', async () => {
    const switching = activateLocale('ar');

    expect(savedLocale()).toBe('ar');

    arabicCatalog.arrive({ messages: {} });
    await switching;
    expect(document.documentElement.dir).toBe('rtl');
  });
});
