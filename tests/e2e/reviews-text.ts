// What the customer and the admin read about reviews, in each language: the reviews suite
// finds things by these words, so a missing or wrong translation fails it.
import type { Language } from './screen-text.ts';

export const reviewsText = {
  en: {
    rateYourVisit: 'Rate your visit',
    yourReview: 'Your review',
    stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
    comment: 'Comment',
    send: 'Send review',
    edit: 'Edit review',
    save: 'Save review',
    lowRating: 'Low rating',
    lowRatingFor: (stars: string, number: string) => `${stars} for request #${number}`,
    openRequest: 'Open request',
    customerReview: 'Customer review',
    analyticsTab: 'Analytics',
    reviews: 'Reviews',
    reviewsPerService: 'Reviews per service',
    plumbing: 'Plumbing',
  },
  ar: {
    rateYourVisit: 'قيّم زيارتك',
    yourReview: 'تقييمك',
    stars: (count: number) => ({ 1: 'نجمة واحدة', 2: 'نجمتان' })[count] ?? `${count} نجوم`,
    comment: 'التعليق',
    send: 'إرسال التقييم',
    edit: 'تعديل التقييم',
    save: 'حفظ التقييم',
    lowRating: 'تقييم منخفض',
    lowRatingFor: (stars: string, number: string) => `${stars} للطلب #${number}`,
    openRequest: 'فتح الطلب',
    customerReview: 'تقييم العميل',
    analyticsTab: 'التحليلات',
    reviews: 'التقييمات',
    reviewsPerService: 'التقييمات حسب الخدمة',
    plumbing: 'السباكة',
  },
} satisfies Record<Language, unknown>;
