// Lingui for the whole app: activates a language with the catalogs needed so far (each loaded on
// demand and merged), and keeps <html lang dir>, the page title, description and web app
// manifest in that language.
import { i18n } from '@lingui/core';
import { appWords } from './app-words.ts';
import { catalogs, type CatalogName } from './catalogs.ts';
import { isLocale, directionOf, saveLocale, type Locale } from './locale.ts';

export { i18n };

const needed = new Set<CatalogName>(['visitor']);
const loads = new Map<string, Promise<void>>();
/** The language last asked for, on screen or on its way. */
let asked: Locale | undefined;

export async function activateLocale(locale: Locale): Promise<void> {
  // Saved before the catalogs load: a reload while they are on their way still opens in this language.
  saveLocale(locale);
  asked = locale;
  await loadNeeded(locale);
  i18n.activate(locale);
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  document.title = i18n._(appWords.name);
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(appWords.description));
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${locale}.webmanifest`);
}

/**
 * Resolves once `name` is loaded for the language on screen and the one on its way; every
 * language activated later comes with it too.
 */
export async function loadCatalog(name: CatalogName): Promise<void> {
  needed.add(name);
  const languages = new Set([i18n.locale, asked].filter(isLocale));
  await Promise.all([...languages].map(loadNeeded));
}

async function loadNeeded(locale: Locale): Promise<void> {
  // A catalog asked for while these were on their way is loaded too before the language shows.
  for (let count = 0; count !== needed.size; ) {
    count = needed.size;
    await Promise.all([...needed].map((name) => loaded(name, locale)));
  }
}

function loaded(name: CatalogName, locale: Locale): Promise<void> {
  const key = `${name}.${locale}`;
  const known = loads.get(key);
  if (known) return known;
  const loading = catalogs[name][locale]().then(({ messages }) => i18n.load(locale, messages));
  // A catalog that failed to arrive (the network) is asked for again next time.
  loads.set(key, loading);
  loading.catch(() => loads.delete(key));
  return loading;
}
