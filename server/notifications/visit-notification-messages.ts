import { halalasToRiyals } from '../../machines/domain/halalas.ts';
import type { Language } from './notifier.ts';

// What the customer is told at each step of a visit, in their language, signed with the
// company's name from Settings. The same words go by e-mail (with the subject) and WhatsApp.
export const visitNotificationKinds = ['received', 'offerMade', 'confirmed', 'moved', 'reminder', 'onTheWay', 'completed', 'refunded'] as const;
export type VisitNotificationKind = (typeof visitNotificationKinds)[number];

export interface VisitFacts {
  company: string;
  /** null only for a request the server has not numbered (never after its first batch). */
  orderNumber: number | null;
  /** The request's page in the app: where the offer is answered and, once completed, the review left. */
  link: string;
  /** The visit's day and arrival window, for the steps that have one. */
  window?: { date: string; from: string; to: string };
  technician?: { en: string; ar: string };
  /** When the technician expects to arrive, 'HH:MM' Riyadh. */
  expectedAt?: string;
  /** The offer's price or the refunded amount. */
  amountHalalas?: number;
}

export interface VisitMessage {
  subject: string;
  text: string;
  /** The first line alone: what a push shows under the subject. */
  lead: string;
}

const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat('ar-u-ca-gregory-nu-latn', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** "between 10:00 and 12:00 on Sunday 29 November" (the date is Riyadh's calendar day). */
export function windowWords({ date, from, to }: { date: string; from: string; to: string }, language: Language): string {
  const day = dayFormats[language].format(new Date(`${date}T00:00:00Z`));
  return language === 'ar' ? `بين ${from} و${to} يوم ${day}` : `between ${from} and ${to} on ${day}`;
}

const riyals = (halalas: number, language: Language) => {
  const amount = halalasToRiyals(halalas).toFixed(2);
  return language === 'ar' ? `${amount} ريال` : `SAR ${amount}`;
};

type Wording = (facts: VisitFacts, language: Language) => { subject: string; lines: string[] };

const order = (facts: VisitFacts, language: Language) =>
  facts.orderNumber === null ? '' : language === 'ar' ? ` رقم ${facts.orderNumber}` : ` #${facts.orderNumber}`;
const when = (facts: VisitFacts, language: Language) => (facts.window ? windowWords(facts.window, language) : '');
const who = (facts: VisitFacts, language: Language) => facts.technician?.[language] ?? '';
const amount = (facts: VisitFacts, language: Language) => riyals(facts.amountHalalas ?? 0, language);

const english: Record<VisitNotificationKind, Wording> = {
  received: (f) => ({
    subject: `We received your request${order(f, 'en')}`,
    lines: [`Thank you: we received your request${order(f, 'en')}. We will send you a price shortly.`],
  }),
  offerMade: (f) => ({
    subject: `Your price for request${order(f, 'en')}`,
    lines: [`Your request${order(f, 'en')} is priced at ${amount(f, 'en')}. Open the request to accept or reject the offer:`, f.link],
  }),
  confirmed: (f) => ({
    subject: `Your visit is confirmed: request${order(f, 'en')}`,
    lines: [`Your visit is confirmed ${when(f, 'en')}. Your technician: ${who(f, 'en')}.`, f.link],
  }),
  moved: (f) => ({
    subject: `Your visit has moved: request${order(f, 'en')}`,
    lines: [`Your visit has moved: it is now ${when(f, 'en')}. Your technician: ${who(f, 'en')}.`, f.link],
  }),
  reminder: (f) => ({
    subject: `Your visit is tomorrow: request${order(f, 'en')}`,
    lines: [`A reminder: your technician ${who(f, 'en')} comes ${when(f, 'en')}.`, f.link],
  }),
  onTheWay: (f) => ({
    subject: `Your technician is on the way: request${order(f, 'en')}`,
    lines: [`${who(f, 'en')} is on the way and expects to arrive at ${f.expectedAt ?? ''}.`],
  }),
  completed: (f) => ({
    subject: `Your visit is complete: request${order(f, 'en')}`,
    lines: [`Your visit for request${order(f, 'en')} is complete. Thank you! Tell us how it went:`, f.link],
  }),
  refunded: (f) => ({
    subject: `Refund made: request${order(f, 'en')}`,
    lines: [`We refunded ${amount(f, 'en')} for request${order(f, 'en')} to the card you paid with. Your bank may take a few days to show it.`],
  }),
};

const arabic: Record<VisitNotificationKind, Wording> = {
  received: (f) => ({
    subject: `استلمنا طلبك${order(f, 'ar')}`,
    lines: [`شكراً لك، استلمنا طلبك${order(f, 'ar')}. سنرسل إليك السعر قريباً.`],
  }),
  offerMade: (f) => ({
    subject: `سعر طلبك${order(f, 'ar')}`,
    lines: [`سعر طلبك${order(f, 'ar')} هو ${amount(f, 'ar')}. افتح الطلب لقبول العرض أو رفضه:`, f.link],
  }),
  confirmed: (f) => ({
    subject: `تم تأكيد زيارتك: الطلب${order(f, 'ar')}`,
    lines: [`تم تأكيد زيارتك ${when(f, 'ar')}. الفني: ${who(f, 'ar')}.`, f.link],
  }),
  moved: (f) => ({
    subject: `تم تغيير موعد زيارتك: الطلب${order(f, 'ar')}`,
    lines: [`تم تغيير موعد زيارتك، وأصبحت ${when(f, 'ar')}. الفني: ${who(f, 'ar')}.`, f.link],
  }),
  reminder: (f) => ({
    subject: `زيارتك غداً: الطلب${order(f, 'ar')}`,
    lines: [`تذكير: يصل الفني ${who(f, 'ar')} ${when(f, 'ar')}.`, f.link],
  }),
  onTheWay: (f) => ({
    subject: `الفني في الطريق إليك: الطلب${order(f, 'ar')}`,
    lines: [`${who(f, 'ar')} في الطريق إليك، ويتوقع الوصول الساعة ${f.expectedAt ?? ''}.`],
  }),
  completed: (f) => ({
    subject: `اكتملت زيارتك: الطلب${order(f, 'ar')}`,
    lines: [`اكتملت زيارتك للطلب${order(f, 'ar')}. شكراً لك! أخبرنا برأيك في الخدمة:`, f.link],
  }),
  refunded: (f) => ({
    subject: `تم استرداد المبلغ: الطلب${order(f, 'ar')}`,
    lines: [`أعدنا ${amount(f, 'ar')} للطلب${order(f, 'ar')} إلى البطاقة التي دفعت بها. قد يستغرق ظهوره في حسابك بضعة أيام.`],
  }),
};

export function visitMessage(kind: VisitNotificationKind, facts: VisitFacts, language: Language): VisitMessage {
  const { subject, lines } = (language === 'ar' ? arabic : english)[kind](facts, language);
  return { subject: `${subject} - ${facts.company}`, text: [...lines, '', facts.company].join('\n'), lead: lines[0] ?? '' };
}
