// Lingui for the whole app: activates a language with its catalog (each loaded on demand),
// and keeps <html lang dir>, the page title and description in that language.
import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { directionOf, saveLocale, type Locale } from './locale.ts';

export { i18n };

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
};

const pageTitle = msg`Riyadh Home Maintenance`;
const pageDescription = msg`Book home maintenance in Riyadh: electrical, plumbing, painting, AC and more, with offers you accept before you pay.`;

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  saveLocale(locale);
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  document.title = i18n._(pageTitle);
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(pageDescription));
}
