// Lingui for the whole app: activates a language with its catalog (each loaded on demand),
// and keeps <html lang dir>, the page title and description in that language.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { catalogs } from './catalogs.ts';
import { directionOf, saveLocale, type Locale } from './locale.ts';

export { i18n };

const pageTitle = msg`Riyadh Home Maintenance`;
const pageDescription = msg`Book home maintenance in Riyadh: electrical, plumbing, painting, AC and more, with offers you accept before you pay.`;

export async function activateLocale(locale: Locale): Promise<void> {
  // Saved before the catalog loads: a reload while it is on its way still opens in this language.
  saveLocale(locale);
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  document.title = i18n._(pageTitle);
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(pageDescription));
}
