// What the checkout and the provider's confirmation page say that screen-text.ts does not hold,
// in each language, as src/locales/ar/messages.po says it.
import type { Language } from '../../e2e/screen-text.ts';

export const checkoutText = {
  en: {
    paying: 'Paying…',
    invalidCvc: 'Enter the security code on the back of the card (4 digits on the front for American Express).',
    unreachable: 'We could not reach the server. Check your connection and try again.',
    invalidMobile: 'Enter a Saudi mobile number, like 05XXXXXXXX.',
    invalidCode: 'Enter the 6-digit code STC Pay sent to your phone.',
    stcPayRefused: 'STC Pay could not take a payment from this number. Check the number, or pay by card.',
    applePayCancelled: 'Apple Pay was closed before paying. Nothing was charged.',
    changeNumber: 'Change number',
    codeSentTo: (mobile: string) => `STC Pay sent a code to ${mobile}.`,
  },
  ar: {
    paying: 'جارٍ الدفع…',
    invalidCvc: 'أدخل رمز الأمان الموجود خلف البطاقة (4 أرقام على وجه بطاقة أمريكان إكسبريس).',
    unreachable: 'تعذّر الوصول إلى الخادم. تحقق من اتصالك وحاول مرة أخرى.',
    invalidMobile: 'أدخل رقم جوال سعوديًا، مثل 05XXXXXXXX.',
    invalidCode: 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلته STC Pay إلى جوالك.',
    stcPayRefused: 'تعذّر على STC Pay إتمام الدفع من هذا الرقم. تحقّق من الرقم أو ادفع بالبطاقة.',
    applePayCancelled: 'أُغلقت Apple Pay قبل الدفع، ولم يُخصم أي مبلغ.',
    changeNumber: 'تغيير الرقم',
    codeSentTo: (mobile: string) => `أرسلت STC Pay رمزًا إلى ${mobile}.`,
  },
} satisfies Record<Language, Record<string, string | ((mobile: string) => string)>>;
