import { lazyRouteComponent } from '@tanstack/react-router';
import { loadCatalog } from '../app/catalog-loading.ts';

/**
 * A lazily loaded page open to whoever is not signed in: its code comes with the visitor
 * pages' catalog, so it never draws before its words are in. build/catalog-sources.ts finds
 * the pages by this call, and extracts their messages into that catalog.
 */
export const lazyVisitorPage = <Page extends Record<string, unknown>>(code: () => Promise<Page>, exportName: keyof Page & string) =>
  lazyRouteComponent(async () => (await Promise.all([code(), loadCatalog('visitorPages')]))[0], exportName);
