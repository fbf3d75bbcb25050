import type { Role } from '../../machines/domain/envelope.ts';
import type { StreamKind } from '../../machines/domain/streams.ts';

// The words of the printable data export, in the customer's language. The server writes this
// page itself (it is downloaded, not shown in the app), so its words live here in both
// languages, as the notification messages do.
export type ExportLanguage = 'en' | 'ar';

export interface ExportWords {
  title: (company: string) => string;
  intro: (when: string) => string;
  print: string;
  account: string;
  customerNumber: string;
  fullName: string;
  email: string;
  mobile: string;
  createdAt: string;
  lastSeen: string;
  language: string;
  notificationChannels: string;
  privacyNotice: string;
  noticeVersion: (version: string | null) => string;
  downloads: string;
  addresses: string;
  payments: string;
  invoice: string;
  paidAt: string;
  amount: string;
  card: string;
  photos: string;
  photoBy: Record<'customer' | 'admin', string>;
  records: string;
  recordsNote: string;
  when: string;
  who: string;
  what: string;
  details: string;
  streams: Record<StreamKind, string>;
  roles: Record<Role, string>;
  none: string;
  yes: string;
  no: string;
}

export const exportWords: Record<ExportLanguage, ExportWords> = {
  en: {
    title: (company) => `Your data at ${company}`,
    intro: (when) => `Downloaded on ${when}. This page lists everything we keep about you; the JSON download holds the same.`,
    print: 'Print this page or save it as a PDF from your browser.',
    account: 'Your account',
    customerNumber: 'Customer number',
    fullName: 'Full name',
    email: 'Email',
    mobile: 'Mobile',
    createdAt: 'Account created',
    lastSeen: 'Last signed in',
    language: 'Language',
    notificationChannels: 'Notifications by email / WhatsApp',
    privacyNotice: 'Privacy notice accepted',
    noticeVersion: (version) => (version ? `version ${version}` : 'not yet'),
    downloads: 'Data downloads',
    addresses: 'Saved addresses',
    payments: 'Payments and receipts',
    invoice: 'Invoice',
    paidAt: 'Paid on',
    amount: 'Amount (SAR, VAT included)',
    card: 'Card',
    photos: 'Photos',
    photoBy: { customer: 'Sent by you', admin: 'Taken at your visit' },
    records: 'Your records',
    recordsNote: 'Every change to your account, plan, requests and conversations, as our log keeps it.',
    when: 'When',
    who: 'By',
    what: 'What happened',
    details: 'Details',
    streams: {
      user: 'Account',
      subscription: 'VIP plan',
      request: 'Request',
      chat: 'Conversation',
      settings: 'Company settings',
      technician: 'Technician',
      invoices: 'Tax documents',
    },
    roles: { customer: 'You', admin: 'Our staff', system: 'Our system' },
    none: 'None',
    yes: 'Yes',
    no: 'No',
  },
  ar: {
    title: (company) => `بياناتك لدى ${company}`,
    intro: (when) => `نُزّلت في ${when}. تعرض هذه الصفحة كل ما نحتفظ به عنك، ويحمل ملف JSON المنزّل البيانات نفسها.`,
    print: 'اطبع هذه الصفحة أو احفظها ملف PDF من متصفحك.',
    account: 'حسابك',
    customerNumber: 'رقم العميل',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    mobile: 'الجوال',
    createdAt: 'تاريخ إنشاء الحساب',
    lastSeen: 'آخر تسجيل دخول',
    language: 'اللغة',
    notificationChannels: 'الإشعارات بالبريد / واتساب',
    privacyNotice: 'إشعار الخصوصية المقبول',
    noticeVersion: (version) => (version ? `الإصدار ${version}` : 'لم يُقبل بعد'),
    downloads: 'مرات تنزيل البيانات',
    addresses: 'العناوين المحفوظة',
    payments: 'المدفوعات والإيصالات',
    invoice: 'الفاتورة',
    paidAt: 'تاريخ الدفع',
    amount: 'المبلغ (ريال، شامل ضريبة القيمة المضافة)',
    card: 'البطاقة',
    photos: 'الصور',
    photoBy: { customer: 'أرسلتها أنت', admin: 'التُقطت أثناء زيارتك' },
    records: 'سجلاتك',
    recordsNote: 'كل تغيير على حسابك واشتراكك وطلباتك ومحادثاتك كما يحفظه سجلنا.',
    when: 'الوقت',
    who: 'بواسطة',
    what: 'ما حدث',
    details: 'التفاصيل',
    streams: {
      user: 'الحساب',
      subscription: 'اشتراك VIP',
      request: 'طلب',
      chat: 'محادثة',
      settings: 'إعدادات الشركة',
      technician: 'فني',
      invoices: 'المستندات الضريبية',
    },
    roles: { customer: 'أنت', admin: 'موظفونا', system: 'نظامنا' },
    none: 'لا يوجد',
    yes: 'نعم',
    no: 'لا',
  },
};
