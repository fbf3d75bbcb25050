// What a person reads of their writes not yet taken by the server, in each language, as
// src/locales/ar/messages.po says it.
import type { Language } from './screen-text.ts';

export const unsentText = {
  en: {
    notSent: 'Not sent',
    bookingNotSent: (services: string) => `Booking not sent: ${services}`,
    hoursChanged: (opens: string, closes: string) => `Our working hours have changed, now ${opens} to ${closes}. Please choose another time.`,
    chooseAnotherTime: 'Choose another time',
    markAsSeen: 'Mark as seen',
  },
  ar: {
    notSent: 'لم يُرسل',
    bookingNotSent: (services: string) => `لم يُرسل الحجز: ${services}`,
    hoursChanged: (opens: string, closes: string) => `تغيّرت ساعات عملنا، وأصبحت من ${opens} إلى ${closes}. يرجى اختيار وقت آخر.`,
    chooseAnotherTime: 'اختر وقتًا آخر',
    markAsSeen: 'تحديد كمقروء',
  },
} satisfies Record<Language, Record<string, unknown>>;
