import type { Words } from './service-needs.ts';

// What customers ask the company in chat, and how the admin answers, in both languages.
export interface Exchange {
  question: Words;
  answer: Words;
}

/** Questions of a customer's general thread. */
export const generalExchanges: readonly Exchange[] = [
  {
    question: { en: 'Hello, do you work on Fridays?', ar: 'السلام عليكم، هل تعملون يوم الجمعة؟' },
    answer: { en: 'Hello! We work Saturday to Thursday, from 8 am to 10 pm.', ar: 'وعليكم السلام، نعمل من السبت إلى الخميس من 8 صباحاً إلى 10 مساءً.' },
  },
  {
    question: { en: 'Do you service Carrier AC units?', ar: 'هل تصلحون مكيفات كارير؟' },
    answer: { en: 'Yes, we service every brand of AC.', ar: 'نعم، نصلح جميع أنواع المكيفات.' },
  },
  {
    question: { en: 'How long does painting a room usually take?', ar: 'كم يستغرق دهان غرفة عادة؟' },
    answer: { en: 'Usually one day per room, two if the walls need repairs first.', ar: 'عادة يوم واحد للغرفة، ويومان إذا احتاجت الجدران إلى ترميم.' },
  },
  {
    question: { en: 'Is there a warranty on your work?', ar: 'هل يوجد ضمان على أعمالكم؟' },
    answer: { en: 'Yes: three months on labour, and the maker’s warranty on parts.', ar: 'نعم، ضمان ثلاثة أشهر على العمل وضمان الوكيل على القطع.' },
  },
  {
    question: { en: 'What does the VIP plan include?', ar: 'ماذا يشمل اشتراك VIP؟' },
    answer: { en: 'Four visits a month with priority, and a discount on spare parts.', ar: 'أربع زيارات شهرياً بأولوية، وخصم على قطع الغيار.' },
  },
  {
    question: { en: 'Can I pay in cash when the technician comes?', ar: 'هل يمكن الدفع نقداً عند حضور الفني؟' },
    answer: { en: 'We take card payments in the app; the receipt is sent at once.', ar: 'الدفع بالبطاقة عبر التطبيق، وتصلك الفاتورة مباشرة.' },
  },
];

/** Questions about one request, in its own thread. */
export const requestExchanges: readonly Exchange[] = [
  {
    question: { en: 'Will the technician bring the parts?', ar: 'هل سيحضر الفني القطع معه؟' },
    answer: { en: 'Yes, the common parts. Anything special we confirm with you first.', ar: 'نعم، القطع المعتادة، وأي قطعة خاصة نؤكدها معك أولاً.' },
  },
  {
    question: { en: 'Could the technician come a little earlier?', ar: 'هل يمكن أن يأتي الفني مبكراً قليلاً؟' },
    answer: { en: 'The technician will call you 30 minutes before arriving.', ar: 'سيتصل بك الفني قبل وصوله بثلاثين دقيقة.' },
  },
  {
    question: { en: 'Please call me before you come, the gate is locked.', ar: 'أرجو الاتصال قبل الحضور، البوابة مغلقة.' },
    answer: { en: 'Noted, the technician will call you first.', ar: 'تم، سيتصل بك الفني أولاً.' },
  },
];

export const thanks: readonly Words[] = [
  { en: 'Thank you!', ar: 'شكراً لكم' },
  { en: 'Great, thanks', ar: 'تمام، جزاكم الله خيراً' },
  { en: 'Perfect, see you then', ar: 'ممتاز، بانتظاركم' },
];
