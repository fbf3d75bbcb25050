import type { ServiceId } from '../../machines/domain/constants.ts';
import type { Language } from './demo-people.ts';

// What customers ask for under each service, what the company charges for it, and the notes
// the admin sends with an offer or a refusal, in both languages.
export type Words = Record<Language, string>;

export interface ServiceNeed {
  notes: readonly Words[];
  /** The range an offer falls in, in riyals. */
  riyals: readonly [number, number];
}

export const serviceNeeds: Record<ServiceId, ServiceNeed> = {
  electrical: {
    riyals: [150, 600],
    notes: [
      { en: 'Two sockets in the kitchen stopped working', ar: 'مقبسان في المطبخ توقفا عن العمل' },
      { en: 'The living room lights flicker in the evening', ar: 'إضاءة الصالة ترمش في المساء' },
      { en: 'A new circuit for the water heater, please', ar: 'أحتاج دائرة كهربائية جديدة للسخان' },
    ],
  },
  plumbing: {
    riyals: [120, 800],
    notes: [
      { en: 'The kitchen sink leaks under the counter', ar: 'يوجد تسريب تحت مغسلة المطبخ' },
      { en: 'Low water pressure in the upstairs bathroom', ar: 'ضغط الماء ضعيف في حمام الدور العلوي' },
      { en: 'The water heater does not heat any more', ar: 'السخان لا يسخن الماء' },
    ],
  },
  painting: {
    riyals: [800, 4500],
    notes: [
      { en: 'Repaint the majlis, about 40 m²', ar: 'دهان المجلس، حوالي 40 متر مربع' },
      { en: 'Damp stains on the bedroom ceiling', ar: 'بقع رطوبة في سقف غرفة النوم' },
      { en: 'Paint two children’s rooms before school starts', ar: 'دهان غرفتي الأطفال قبل بداية الدراسة' },
    ],
  },
  marble: {
    riyals: [600, 3500],
    notes: [
      { en: 'Polish the marble floor in the entrance hall', ar: 'تلميع رخام المدخل' },
      { en: 'A cracked marble step on the stairs', ar: 'درجة رخام مكسورة في الدرج' },
    ],
  },
  general: {
    riyals: [100, 450],
    notes: [
      { en: 'A door that does not close and two loose cupboard hinges', ar: 'باب لا يغلق ومفصلات دولاب مرتخية' },
      { en: 'Mount a TV on the wall and hang curtains', ar: 'تركيب تلفزيون على الجدار وتعليق ستائر' },
    ],
  },
  ac: {
    riyals: [150, 900],
    notes: [
      { en: 'The split AC in the bedroom blows warm air', ar: 'المكيف السبليت في غرفة النوم يطلع هواء حار' },
      { en: 'Clean and service three AC units', ar: 'تنظيف وصيانة ثلاث مكيفات' },
      { en: 'The window AC is very noisy', ar: 'مكيف الشباك صوته عالي' },
    ],
  },
  camera: {
    riyals: [900, 3200],
    notes: [
      { en: 'Install four outdoor cameras around the villa', ar: 'تركيب أربع كاميرات خارجية حول الفيلا' },
      { en: 'The doorbell camera shows no picture', ar: 'كاميرا الجرس لا تعرض صورة' },
    ],
  },
  other: {
    riyals: [150, 700],
    notes: [
      { en: 'Assemble a wardrobe and a bed', ar: 'تركيب دولاب وسرير' },
      { en: 'The garage door motor stopped', ar: 'محرك باب الكراج توقف' },
    ],
  },
};

export const offerNotes: readonly Words[] = [
  { en: 'Parts included', ar: 'شامل قطع الغيار' },
  { en: 'Materials and labour included', ar: 'السعر شامل المواد والعمالة' },
  { en: 'Includes the inspection visit', ar: 'شامل زيارة الفحص' },
  { en: '', ar: '' },
];

export const revisedOfferNote: Words = { en: 'Revised price, as we discussed', ar: 'السعر بعد التعديل كما اتفقنا' };

export const warrantyRevisitNote: Words = { en: 'A revisit under our warranty: no charge', ar: 'زيارة ضمن الضمان بدون رسوم' };

export const includedInPlanNote: Words = { en: 'Included in your plan', ar: 'مشمولة في اشتراكك' };

/** What the technician reports when the work is done, for the customer to read. */
export const completionNotes: readonly Words[] = [
  { en: 'Done and tested with the customer', ar: 'تم العمل واختباره مع العميل' },
  { en: 'Fixed: worn parts replaced and the place cleaned up', ar: 'تم الإصلاح واستبدال القطع التالفة وتنظيف المكان' },
  { en: 'Work finished; the warranty was explained', ar: 'انتهى العمل وتم شرح الضمان' },
  { en: 'Checked everything: all works as it should', ar: 'تم فحص كل شيء وكل شيء يعمل كما يجب' },
];

export const declineNotes: readonly Words[] = [
  { en: 'No technician is free that day: please book another day', ar: 'لا يوجد فني متاح في ذلك اليوم، يرجى اختيار يوم آخر' },
  { en: 'We do not take on this kind of work', ar: 'لا نقدم هذا النوع من الأعمال' },
  { en: 'The address is outside the area we serve', ar: 'العنوان خارج نطاق خدمتنا' },
];
