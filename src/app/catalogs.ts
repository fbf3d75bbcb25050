// Each language's Lingui catalog, loaded on demand: a visitor downloads only the one they read.
import type { Messages } from '@lingui/core';
import type { Locale } from './locale.ts';

export const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
};
