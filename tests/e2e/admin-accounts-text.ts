// What an admin reads in the Settings tab's admins and two-factor sections, in each language,
// as src/locales/ar/messages.po says it.
import type { Language } from './screen-text.ts';

export const adminAccountsText = {
  en: {
    admins: 'Admins',
    twoFactor: 'Two-factor sign-in',
    emailAddress: 'Email address',
    firstPassword: 'First password',
    addAdmin: 'Add admin',
    adminAdded: 'Admin added',
    remove: (email: string) => `Remove ${email}`,
    adminRemoved: 'Admin removed',
    setUpTwoFactor: 'Set up two-factor sign-in',
    authenticationCode: 'Authentication code',
    turnOn: 'Turn on',
    twoFactorOn: 'Two-factor sign-in is on',
    keptThem: 'I have kept them',
    enterCode: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  },
  ar: {
    admins: 'المشرفون',
    twoFactor: 'التحقق بخطوتين',
    emailAddress: 'البريد الإلكتروني',
    firstPassword: 'كلمة المرور الأولى',
    addAdmin: 'إضافة مشرف',
    adminAdded: 'تمت إضافة المشرف',
    remove: (email: string) => `إزالة ${email}`,
    adminRemoved: 'تمت إزالة المشرف',
    setUpTwoFactor: 'إعداد التحقق بخطوتين',
    authenticationCode: 'رمز التحقق',
    turnOn: 'تشغيل',
    twoFactorOn: 'تم تشغيل التحقق بخطوتين',
    keptThem: 'لقد احتفظت بها',
    enterCode: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو رمز استرداد.',
  },
} satisfies Record<Language, Record<string, unknown>>;
