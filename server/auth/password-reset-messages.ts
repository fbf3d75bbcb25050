import type { EmailMessage, Language, TextMessage } from '../notifications/notifier.ts';

// What the customer receives when they forget their password, in the language of the page
// they asked from, signed with the company's name from Settings.
export interface ResetWording {
  language: Language;
  company: string;
  minutes: number;
}

export function resetLinkEmail(to: string, link: string, { language, company, minutes }: ResetWording): EmailMessage {
  if (language === 'ar') {
    return {
      to,
      language,
      subject: `إعادة تعيين كلمة المرور - ${company}`,
      text: [
        'مرحباً،',
        '',
        `طلبتَ إعادة تعيين كلمة المرور لحسابك في ${company}. افتح هذا الرابط لاختيار كلمة مرور جديدة:`,
        '',
        link,
        '',
        `الرابط صالح لمدة ${minutes} دقيقة ولمرة واحدة فقط، وعند استخدامه يُسجَّل خروجك من جميع الأجهزة.`,
        'إذا لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
        '',
        company,
      ].join('\n'),
    };
  }
  return {
    to,
    language,
    subject: `Reset your password - ${company}`,
    text: [
      'Hello,',
      '',
      `You asked to reset the password of your ${company} account. Open this link to choose a new password:`,
      '',
      link,
      '',
      `The link works once, for ${minutes} minutes; using it signs you out on every device.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
      '',
      company,
    ].join('\n'),
  };
}

export function resetCodeText(to: string, code: string, { language, company, minutes }: ResetWording): TextMessage {
  const text =
    language === 'ar'
      ? `${company}: رمز إعادة تعيين كلمة المرور ${code}، صالح لمدة ${minutes} دقيقة. لا تشاركه مع أحد.`
      : `${company}: your password reset code is ${code}. It works for ${minutes} minutes. Do not share it with anyone.`;
  return { to, text, language };
}
