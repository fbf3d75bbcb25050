// What the checkout and the provider's confirmation page say that screen-text.ts does not hold.
import type { Language } from '../../e2e/screen-text.ts';

export const checkoutText: Record<Language, { paying: string; invalidCvc: string; unreachable: string }> = {
  en: {
    paying: 'Paying…',
    invalidCvc: 'Enter the security code on the back of the card (4 digits on the front for American Express).',
    unreachable: 'We could not reach the server. Check your connection and try again.',
  },
  ar: {
    paying: 'جارٍ الدفع…',
    invalidCvc: 'أدخل رمز الأمان الموجود خلف البطاقة (4 أرقام على وجه بطاقة أمريكان إكسبريس).',
    unreachable: 'تعذّر الوصول إلى الخادم. تحقق من اتصالك وحاول مرة أخرى.',
  },
};
