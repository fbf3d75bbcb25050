// What a person reads on the booking form besides tests/e2e/screen-text.ts, in each language,
// as src/locales/ar/messages.po says it.
import type { Language } from '../../e2e/screen-text.ts';

export const bookingFormText = {
  en: {
    bookPlumbing: 'Book: Plumbing',
    notInThePast: 'This time has already passed today. Choose a later time.',
    editAndTryAgain: 'Edit and try again',
    clearPin: 'Clear the pin',
    requestRecorded: 'Your request has been recorded.',
    orderNumberNotGiven: 'Not given yet',
  },
  ar: {
    bookPlumbing: 'حجز: السباكة',
    notInThePast: 'هذا الوقت قد مضى اليوم. اختر وقتًا لاحقًا.',
    editAndTryAgain: 'عدّل وحاول مرة أخرى',
    clearPin: 'إزالة الموقع المحدد',
    requestRecorded: 'تم تسجيل طلبك.',
    orderNumberNotGiven: 'لم يُصدر بعد',
  },
} satisfies Record<Language, Record<string, string>>;
