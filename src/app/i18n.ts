// Lingui for the whole app: activates a language with the catalogs asked for so far
// (src/app/catalog-loading.ts), and keeps <html lang dir>, the page title, description and web
// app manifest in that language.
import { i18n } from '@lingui/core';
import { appWords } from './app-words.ts';
import { loadCatalogsFor } from './catalog-loading.ts';
import { directionOf, saveLocale, type Locale } from './locale.ts';

export { i18n };

export async function activateLocale(locale: Locale): Promise<void> {
  // Saved before the catalogs load: a reload while they are on their way still opens in this language.
  saveLocale(locale);
  await loadCatalogsFor(locale);
  i18n.activate(locale);
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  document.title = i18n._(appWords.name);
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(appWords.description));
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${locale}.webmanifest`);
}
