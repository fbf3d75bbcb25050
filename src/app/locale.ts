// The two languages, which one this browser chose, and what each means for the page.
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

const storageKey = 'locale';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

export function savedLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(storageKey);
    return isLocale(saved) ? saved : 'en';
  } catch {
    return 'en';
  }
}

export function saveLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(storageKey, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
