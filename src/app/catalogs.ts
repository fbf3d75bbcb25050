// The Lingui catalogs, each language's loaded on demand (docs/decisions.md 41): `visitor`, what
// the page script's own screens say (a visitor downloads only their language's); `visitorPages`,
// the other pages open to whoever is not signed in (privacy notice, password reset, offers, plans,
// the admin's sign-in); `signedIn`, the rest: a customer's pages and the admin area.
import type { Messages } from '@lingui/core';
import type { Locale } from './locale.ts';

type Catalog = Record<Locale, () => Promise<{ messages: Messages }>>;

export const catalogs = {
  visitor: { en: () => import('../locales/en/visitor.po'), ar: () => import('../locales/ar/visitor.po') },
  visitorPages: { en: () => import('../locales/en/visitor-pages.po'), ar: () => import('../locales/ar/visitor-pages.po') },
  signedIn: { en: () => import('../locales/en/messages.po'), ar: () => import('../locales/ar/messages.po') },
} satisfies Record<string, Catalog>;

export type CatalogName = keyof typeof catalogs;
