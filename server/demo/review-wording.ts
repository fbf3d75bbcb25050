import type { Words } from './service-needs.ts';

// What customers say of a visit once it is done, with its stars, in both languages: mostly
// pleased, now and then not (the admin is told of a low review at once).
export interface ReviewWords {
  stars: number;
  comment: Words;
}

export const reviews: readonly ReviewWords[] = [
  { stars: 5, comment: { en: 'Came on time, polite and tidy. Thank you!', ar: 'حضر في الموعد، محترم ونظيف. شكراً لكم!' } },
  { stars: 5, comment: { en: 'Excellent work, fixed in no time', ar: 'عمل ممتاز وتم الإصلاح بسرعة' } },
  { stars: 5, comment: { en: '', ar: '' } },
  { stars: 4, comment: { en: 'Good job, a little late but he called ahead', ar: 'عمل جيد، تأخر قليلاً لكنه اتصل قبل وصوله' } },
  { stars: 4, comment: { en: 'Fair price and clean work', ar: 'سعر مناسب وعمل نظيف' } },
  { stars: 4, comment: { en: '', ar: '' } },
  { stars: 3, comment: { en: 'The work is fine, but he had to come back for a part', ar: 'العمل جيد لكنه اضطر للعودة لإحضار قطعة' } },
  { stars: 2, comment: { en: 'The problem came back two days later', ar: 'عادت المشكلة بعد يومين' } },
];
