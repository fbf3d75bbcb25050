// What a person reads on a request's page and the invoices page, in each language, as
// src/locales/ar/messages.po says it: the request page suite finds things by these words.
import type { Language } from './screen-text.ts';

export const requestPageText = {
  en: {
    requestDetails: 'Request details',
    priceAndVat: 'Price and VAT',
    statusTimeline: 'Status timeline',
    steps: ['Request submitted', 'Offer received', 'You accepted the offer', 'Payment received'],
    invoices: 'Invoices',
    oneInvoice: '1 invoice',
    totalPaid: 'Total paid',
    ofWhichVat: 'Of which VAT',
    receipt: 'Receipt',
    paymentReceived: 'Payment received',
    photo: 'The photo you attached',
  },
  ar: {
    requestDetails: 'تفاصيل الطلب',
    priceAndVat: 'السعر وضريبة القيمة المضافة',
    statusTimeline: 'مراحل الطلب',
    steps: ['تم إرسال الطلب', 'وصلك عرض', 'قبلتَ العرض', 'تم استلام الدفع'],
    invoices: 'الفواتير',
    oneInvoice: 'فاتورة واحدة',
    totalPaid: 'إجمالي المدفوع',
    ofWhichVat: 'منها ضريبة القيمة المضافة',
    receipt: 'إيصال',
    paymentReceived: 'تم استلام الدفع',
    photo: 'الصورة التي أرفقتها',
  },
} satisfies Record<Language, Record<string, unknown>>;
