// Lingui for the whole app: activates a language with its catalog (each loaded on demand),
// and keeps <html lang dir>, the page title, description and web app manifest in that language.
import { i18n } from '@lingui/core';
import { appWords } from './app-words.ts';
import { catalogs } from './catalogs.ts';
import { directionOf, saveLocale, type Locale } from './locale.ts';

export { i18n };

export async function activateLocale(locale: Locale): Promise<void> {
  // Saved before the catalog loads: a reload while it is on its way still opens in this language.
  saveLocale(locale);
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  document.title = i18n._(appWords.name);
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(appWords.description));
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${locale}.webmanifest`);
}
