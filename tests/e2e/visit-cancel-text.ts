// What a customer reads when cancelling a paid visit, in each language, as src/locales/ar/messages.po
// says it. Amounts read with the riyal sign (U+20C1) before the Latin digits in both (decisions.md 24).
import type { Language } from './screen-text.ts';

const sar = (riyals: string) => `\u20C1${riyals}`;
/** Arabic counts hours with six plural forms; the settings allow 0 to 168. */
const arabicHours = (hours: number) =>
  hours === 0 ? '0 ساعة' : hours === 1 ? 'ساعة واحدة' : hours === 2 ? 'ساعتان' : hours % 100 >= 3 && hours % 100 <= 10 ? `${hours} ساعات` : `${hours} ساعة`;

export const visitCancelText = {
  en: {
    cancelVisit: 'Cancel visit',
    confirm: 'Confirm cancellation',
    cancelled: 'Visit cancelled',
    rule: (hours: number, percent: number) =>
      `Free cancellation until ${hours} ${hours === 1 ? 'hour' : 'hours'} before the visit; after that a fee of ${percent} % of the price.`,
    wholePrice: (back: string) => `You will get back ${sar(back)}: the whole price.`,
    withFee: (back: string, fee: string) => `You will get back ${sar(back)} (fee ${sar(fee)}).`,
    refunded: (back: string) => `${sar(back)} refunded to your card.`,
    feeKept: (fee: string) => `Cancellation fee kept: ${sar(fee)}.`,
    viewRefundReceipt: 'View refund receipt',
    refundReceipt: 'Refund receipt',
    creditNote: 'Credit note',
    creditNoteQrCode: 'Credit note QR code',
  },
  ar: {
    cancelVisit: 'إلغاء الزيارة',
    confirm: 'تأكيد الإلغاء',
    cancelled: 'تم إلغاء الزيارة',
    rule: (hours: number, percent: number) => `الإلغاء مجاني حتى ${arabicHours(hours)} قبل الزيارة؛ وبعد ذلك تُحتسب رسوم قدرها ${percent} % من السعر.`,
    wholePrice: (back: string) => `سيُعاد إليك ${sar(back)}: السعر كاملًا.`,
    withFee: (back: string, fee: string) => `سيُعاد إليك ${sar(back)} (الرسوم ${sar(fee)}).`,
    refunded: (back: string) => `تم ردّ ${sar(back)} إلى بطاقتك.`,
    feeKept: (fee: string) => `رسوم الإلغاء المحتسبة: ${sar(fee)}.`,
    viewRefundReceipt: 'عرض إيصال الاسترداد',
    refundReceipt: 'إيصال الاسترداد',
    creditNote: 'إشعار دائن',
    creditNoteQrCode: 'رمز QR للإشعار الدائن',
  },
} satisfies Record<Language, Record<string, unknown>>;
