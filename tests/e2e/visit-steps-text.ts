// What a person reads of a visit's steps, in each language, as src/locales/ar/messages.po says
// it: the visit steps suite finds things by these words. Digits are Latin in both (decisions.md 24).
import type { Language } from './screen-text.ts';

const months = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};
// The Umm al-Qura date of a Riyadh day, as an Arabic page gives it beside the Gregorian one
// (decisions.md 30; the calendar itself is checked against known days in tests/client).
const hijri = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' });
/** A Sunday ('YYYY-MM-DD') as the appointment line names it: in Arabic with its year and Hijri date. */
const sunday = (language: Language, date: string) => {
  const day = `${language === 'ar' ? 'الأحد' : 'Sunday'} ${Number(date.slice(8, 10))} ${months[language][Number(date.slice(5, 7)) - 1]}`;
  return language === 'ar' ? `${day} ${date.slice(0, 4)} (${hijri.format(new Date(`${date}T12:00:00+03:00`))})` : day;
};

export const visitStepsText = {
  en: {
    technician: 'Ahmed Al-Harbi',
    arriving: (from: string, to: string, date: string, name: string) => `Arriving between ${from} and ${to} on ${sunday('en', date)}, with ${name}`,
    onTheWay: (at: string) => `On the way — expected at ${at}`,
    arrived: 'The technician has arrived',
    request: (number: string) => `Request #${number}`,
    expectedArrival: 'Expected arrival',
    onTheWayButton: 'On the way',
    arrivedButton: 'Arrived',
    whatWasDone: 'What was done (the customer reads it)',
    photoAdded: 'Photo 1',
    markCompleted: 'Mark completed',
    completedToast: 'Request marked completed',
    visitPhoto: 'Photo 1 of the visit',
    history: 'History',
    adminSteps: ['Technician on the way', 'Technician arrived', 'Marked completed'],
    timeline: { visitConfirmed: 'Visit confirmed', technicianOnTheWay: 'Technician on the way', technicianArrived: 'Technician arrived', completed: 'Visit completed' },
  },
  ar: {
    technician: 'أحمد الحربي',
    arriving: (from: string, to: string, date: string, name: string) => `الوصول بين ${from} و${to} يوم ${sunday('ar', date)}، مع ${name}`,
    onTheWay: (at: string) => `في الطريق — الوصول المتوقع ${at}`,
    arrived: 'وصل الفني',
    request: (number: string) => `طلب #${number}`,
    expectedArrival: 'موعد الوصول المتوقع',
    onTheWayButton: 'في الطريق',
    arrivedButton: 'وصل',
    whatWasDone: 'ما تم إنجازه (يقرؤه العميل)',
    photoAdded: 'الصورة 1',
    markCompleted: 'تحديد كمكتمل',
    completedToast: 'تم تحديد الطلب كمكتمل',
    visitPhoto: 'الصورة 1 من الزيارة',
    history: 'السجل',
    adminSteps: ['الفني في الطريق', 'وصل الفني', 'تم تحديده كمكتمل'],
    timeline: { visitConfirmed: 'تم تأكيد الزيارة', technicianOnTheWay: 'الفني في الطريق', technicianArrived: 'وصل الفني', completed: 'اكتملت الزيارة' },
  },
} satisfies Record<Language, Record<string, unknown>>;
