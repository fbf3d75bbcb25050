// What a person reads on the VIP screens (plans, plan page, dashboard badge, /vip-poker, the
// admin's Subscriptions tab), in each language, as src/locales/ar/messages.po says it: the
// VIP suite finds things by these words, so a missing or wrong translation fails it.
import type { Language } from './screen-text.ts';

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A plural message as Lingui renders it: the form CLDR picks for `count`, `#` the number. */
function plural(language: Language, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(language).select(count);
  const form = forms[category] ?? forms.other;
  return form.replace('#', new Intl.NumberFormat(language).format(count));
}

export const vipText = {
  en: {
    vipArea: 'VIP Area',
    subscribeFirst: 'Please subscribe to a VIP plan to access exclusive services.',
    badge: (days: number) => plural('en', days, { one: 'VIP · # day left', other: 'VIP · # days left' }),
    accountMenuVip: (name: string) => `Account menu for ${name}, VIP member`,
    plansTitle: 'VIP Subscriptions',
    planName: { vip: 'VIP', 'vip-plus': 'VIP Plus' },
    recommended: 'Recommended',
    perMonth: 'per month',
    visitsPerMonth: (visits: number) => plural('en', visits, { one: '# visit per month', other: '# visits per month' }),
    choose: (plan: string) => `Choose ${plan}`,
    planTitle: (plan: string) => `${plan} plan`,
    uniqueId: (id: string) => `Your unique ID: ${id}`,
    copyId: 'Copy ID',
    idCopied: 'ID Copied!',
    subscribe: 'Subscribe',
    authRequired: 'Authentication Required',
    signInToSubscribe: 'Please log in or create an account to subscribe.',
    requestSent: 'Subscription request sent',
    sendRequestOnWhatsApp: 'Send the request on WhatsApp',
    allPlans: 'All plans',
    noAccess: "You don't have access to this page.",
    vipPoker: 'VIP Poker',
    visitsUsed: 'Visits used',
    timeLeft: 'Time left in your plan',
    gapRule: 'No booking within 2 hours of your last VIP request.',
    chooseUpTo2: 'Choose up to 2 services',
    atMost2: 'You can choose at most 2 services for one VIP visit.',
    bookAgainLater: 'You can book again 2 hours after your last VIP request.',
    visitLimitReached: 'Visit limit reached',
    features: ['Priority service', 'Discount on spare parts', '24/7 support', 'Monthly report'],
    // The admin's Subscriptions tab.
    subscriptionRequests: 'Subscription requests',
    grant: (plan: string) => `Grant ${plan}`,
    activePlans: 'Active plans',
    extendDays: (days: number) => `Extend ${days} days`,
    revoke: 'Revoke',
    subscriptionGranted: 'Subscription granted',
    // Paying for a plan by card.
    payByCardNow: 'Pay by card now',
    plan: 'Plan',
    paymentReceived: 'Payment received',
    planActive: 'Your VIP plan is active.',
    paidByCard: 'paid by card:',
  },
  ar: {
    vipArea: 'منطقة VIP',
    subscribeFirst: 'يرجى الاشتراك في باقة VIP للوصول إلى الخدمات الحصرية.',
    badge: (days: number) =>
      plural('ar', days, {
        zero: 'VIP · لم يتبقَّ أي يوم',
        one: 'VIP · بقي يوم واحد',
        two: 'VIP · بقي يومان',
        few: 'VIP · بقي # أيام',
        many: 'VIP · بقي # يومًا',
        other: 'VIP · بقي # يوم',
      }),
    accountMenuVip: (name: string) => `قائمة حساب ${name}، عضو VIP`,
    plansTitle: 'اشتراكات VIP',
    planName: { vip: 'VIP', 'vip-plus': 'VIP بلس' },
    recommended: 'الأكثر طلبًا',
    perMonth: 'شهريًا',
    visitsPerMonth: (visits: number) =>
      plural('ar', visits, {
        zero: 'لا زيارات شهريًا',
        one: 'زيارة واحدة شهريًا',
        two: 'زيارتان شهريًا',
        few: '# زيارات شهريًا',
        many: '# زيارة شهريًا',
        other: '# زيارة شهريًا',
      }),
    choose: (plan: string) => `اختر ${plan}`,
    planTitle: (plan: string) => `باقة ${plan}`,
    uniqueId: (id: string) => `معرّفك الفريد: ${id}`,
    copyId: 'نسخ المعرّف',
    idCopied: 'تم نسخ المعرّف!',
    subscribe: 'اشترك',
    authRequired: 'تسجيل الدخول مطلوب',
    signInToSubscribe: 'يرجى تسجيل الدخول أو إنشاء حساب للاشتراك.',
    requestSent: 'تم إرسال طلب الاشتراك',
    sendRequestOnWhatsApp: 'أرسل الطلب عبر واتساب',
    allPlans: 'كل الباقات',
    noAccess: 'ليس لديك صلاحية الوصول إلى هذه الصفحة.',
    vipPoker: 'خدمات VIP',
    visitsUsed: 'الزيارات المستخدمة',
    timeLeft: 'الوقت المتبقي في باقتك',
    gapRule: 'لا يمكن الحجز خلال ساعتين من آخر طلب VIP.',
    chooseUpTo2: 'اختر حتى خدمتين',
    atMost2: 'يمكنك اختيار خدمتين كحد أقصى لزيارة VIP واحدة.',
    bookAgainLater: 'يمكنك الحجز مجددًا بعد ساعتين من آخر طلب VIP.',
    visitLimitReached: 'تم بلوغ حد الزيارات',
    features: ['أولوية في الخدمة', 'خصم على قطع الغيار', 'دعم على مدار الساعة', 'تقرير شهري'],
    subscriptionRequests: 'طلبات الاشتراك',
    grant: (plan: string) => `منح ${plan}`,
    activePlans: 'الباقات السارية',
    extendDays: (days: number) => `تمديد ${days} يومًا`,
    revoke: 'إلغاء الباقة',
    subscriptionGranted: 'تم منح الاشتراك',
    payByCardNow: 'ادفع بالبطاقة الآن',
    plan: 'الباقة',
    paymentReceived: 'تم استلام الدفع',
    planActive: 'باقة VIP الخاصة بك مفعّلة الآن.',
    paidByCard: 'مدفوعة بالبطاقة:',
  },
} satisfies Record<Language, Record<string, unknown>>;
