// What the admin reads on the Lookup tab, in each language: the admin-lookup suite finds
// things by these words, as the admin would, so a missing or wrong translation fails it.
import type { Language } from './screen-text.ts';

export const adminLookupText = {
  en: {
    lookupTab: 'Lookup',
    searchBox: 'Search by user ID, email, mobile, order number or request number',
    lookUp: 'Look up',
    request: (number: string) => `Request #${number}`,
    history: 'History',
    requestSubmitted: 'Request submitted',
    offerSent: 'Offer sent',
    customer: 'Customer',
    admin: 'Admin',
    viewRequest: (number: string) => `View request #${number}`,
    viewCustomer: (userId: string) => `View customer ${userId}`,
    nothingFound: (query: string) => `Nothing found for “${query}”.`,
  },
  ar: {
    lookupTab: 'الاستعلام',
    searchBox: 'ابحث بمعرّف المستخدم أو البريد الإلكتروني أو الجوال أو رقم الطلبية أو رقم الطلب',
    lookUp: 'بحث',
    request: (number: string) => `طلب #${number}`,
    history: 'السجل',
    requestSubmitted: 'تم إرسال الطلب',
    offerSent: 'تم إرسال العرض',
    customer: 'العميل',
    admin: 'المشرف',
    viewRequest: (number: string) => `عرض الطلب #${number}`,
    viewCustomer: (userId: string) => `عرض العميل ${userId}`,
    nothingFound: (query: string) => `لم يُعثر على شيء لـ «${query}».`,
  },
} satisfies Record<Language, Record<string, unknown>>;
