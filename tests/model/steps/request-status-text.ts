// What the customer and the admin read about a request's status that the e2e suites' words
// (screen-text.ts, admin-requests-text.ts) do not have yet, in each language.
import type { Language } from '../../e2e/screen-text.ts';

export const requestStatusText = {
  en: {
    customerCompleted: 'Completed',
    customerRejected: 'Rejected',
    includedInYourPlan: 'Included in your plan',
    adminOfferAccepted: 'Offer Accepted',
    adminOfferRejected: 'Offer Rejected',
    adminPaid: 'Paid',
    adminCompleted: 'Completed',
    adminCancelled: 'Cancelled',
    unpaid: 'Unpaid',
    makeAnOffer: 'Make an offer',
    reviseTheOffer: 'Revise the offer',
    markCompleted: 'Mark completed',
    requestMarkedCompleted: 'Request marked completed',
    nothingToDo: 'Nothing to do for this request now.',
  },
  ar: {
    customerCompleted: 'مكتمل',
    customerRejected: 'مرفوض',
    includedInYourPlan: 'مشمول في باقتك',
    adminOfferAccepted: 'تم قبول العرض',
    adminOfferRejected: 'تم رفض العرض',
    adminPaid: 'مدفوع',
    adminCompleted: 'مكتمل',
    adminCancelled: 'ملغى',
    unpaid: 'غير مدفوع',
    makeAnOffer: 'تقديم عرض سعر',
    reviseTheOffer: 'تعديل العرض',
    markCompleted: 'تحديد كمكتمل',
    requestMarkedCompleted: 'تم تحديد الطلب كمكتمل',
    nothingToDo: 'لا يوجد إجراء لهذا الطلب الآن.',
  },
} satisfies Record<Language, Record<string, string>>;
