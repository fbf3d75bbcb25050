// Which Lingui catalogs the app has asked for, each loaded on demand per language and merged
// into it (docs/decisions.md 41): the visitor's always, the others once a screen needs them.
import { i18n } from '@lingui/core';
import { catalogs, type CatalogName } from './catalogs.ts';
import { isLocale, type Locale } from './locale.ts';

const needed = new Set<CatalogName>(['visitor']);
const loads = new Map<string, Promise<void>>();
/** The language last asked for, on screen or on its way. */
let asked: Locale | undefined;

/** Resolves once every catalog asked for so far, and any asked for meanwhile, is loaded in `locale`. */
export function loadCatalogsFor(locale: Locale): Promise<void> {
  asked = locale;
  return loadNeeded(locale);
}

/**
 * Resolves once `name` is loaded in the language on screen and the one on its way; every
 * language activated later comes with it too.
 */
export async function loadCatalog(name: CatalogName): Promise<void> {
  needed.add(name);
  const languages = new Set([i18n.locale, asked].filter(isLocale));
  await Promise.all([...languages].map(loadNeeded));
}

/** Starts loading `name` in the language asked for, without asking for it in the others: a screen that may need it soon. */
export function prefetchCatalog(name: CatalogName): void {
  if (asked) loaded(name, asked).catch(() => undefined);
}

async function loadNeeded(locale: Locale): Promise<void> {
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
