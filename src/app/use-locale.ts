import { useLingui } from '@lingui/react';
import { activateLocale } from './i18n.ts';
import { isLocale, type Locale } from './locale.ts';

/** The active language and a way to switch it (saved for the next visit). */
export function useLocale(): { locale: Locale; switchTo: (locale: Locale) => void } {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return { locale, switchTo: (next) => void activateLocale(next) };
}
