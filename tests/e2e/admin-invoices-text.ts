// What the admin reads on the Invoices tab and a document's page, in each language: the
// admin-invoices suite finds things by these words, so a missing or wrong translation fails it.
import type { Language } from './screen-text.ts';

export const adminInvoicesText = {
  en: {
    invoicesTab: 'Invoices',
    reportingStatus: 'Reporting status',
    reportingOff: 'Not reported — reporting off',
    reported: 'Reported',
    warning: 'Reported with warnings',
    rejected: 'Rejected',
    waiting: 'Waiting',
    all: 'All',
    noneWithStatus: 'No documents with this status.',
    invoice: 'Invoice',
    downloadXml: 'Download XML',
    taxInvoice: 'Simplified tax invoice',
    invoiceQrCode: 'Invoice QR code',
    downloadPdf: 'Download PDF',
    backToInvoices: 'Back to the invoices',
  },
  ar: {
    invoicesTab: 'الفواتير',
    reportingStatus: 'حالة الإبلاغ',
    reportingOff: 'لم يُبلَّغ عنه — الإبلاغ متوقف',
    reported: 'مُبلَّغ عنه',
    warning: 'مُبلَّغ عنه مع تحذيرات',
    rejected: 'مرفوض',
    waiting: 'بانتظار الإبلاغ',
    all: 'الكل',
    noneWithStatus: 'لا توجد مستندات بهذه الحالة.',
    invoice: 'فاتورة',
    downloadXml: 'تنزيل ملف XML',
    taxInvoice: 'فاتورة ضريبية مبسطة',
    invoiceQrCode: 'رمز الاستجابة السريعة للفاتورة',
    downloadPdf: 'تنزيل PDF',
    backToInvoices: 'العودة إلى الفواتير',
  },
} satisfies Record<Language, Record<string, string>>;
