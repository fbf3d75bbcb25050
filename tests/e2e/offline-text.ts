// What a person reads while offline, and about a booking's photo, in each language, as
// src/locales/ar/messages.po says it.
import type { Language } from './screen-text.ts';

export const offlineText = {
  en: {
    offlineBanner: 'You are offline. Changes are kept on this device and sent when you are back online.',
    photoPreview: 'Preview of the chosen photo',
    removePhoto: 'Remove the photo',
    photoWillFollow: 'The photo will be sent with your booking once you are back online.',
    photoWaiting: 'Photo waiting to be sent',
    yourPhoto: 'The photo you attached',
    customerPhoto: 'Photo the customer attached',
    paymentNeedsConnection: 'Paying needs a connection',
  },
  ar: {
    offlineBanner: 'أنت غير متصل بالإنترنت. تُحفظ التغييرات على هذا الجهاز وتُرسل عند عودة الاتصال.',
    photoPreview: 'معاينة الصورة المختارة',
    removePhoto: 'إزالة الصورة',
    photoWillFollow: 'ستُرسل الصورة مع حجزك عند عودة الاتصال بالإنترنت.',
    photoWaiting: 'الصورة بانتظار الإرسال',
    yourPhoto: 'الصورة التي أرفقتها',
    customerPhoto: 'الصورة التي أرفقها العميل',
    paymentNeedsConnection: 'يحتاج الدفع إلى اتصال بالإنترنت',
  },
} satisfies Record<Language, Record<string, string>>;
