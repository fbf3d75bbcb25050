import { useLingui } from '@lingui/react';
import { recordLanguageChoice } from './account-language.ts';
import { useAppServices } from './app-context.tsx';
import { activateLocale } from './i18n.ts';
import { isLocale, type Locale } from './locale.ts';

/** The active language and a way to switch it (saved for the next visit, and on the signed-in customer's account). */
export function useLocale(): { locale: Locale; switchTo: (locale: Locale) => void } {
  const { i18n } = useLingui();
  const { session } = useAppServices();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return {
    locale,
    switchTo: (next) => {
      void recordLanguageChoice(session, next);
      void activateLocale(next);
    },
  };
}
