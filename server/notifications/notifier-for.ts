import { consoleMailer, RecordedTexts } from './console-notifier.ts';
import type { Notifier } from './notifier.ts';
import { smtpMailer, type SmtpConfig } from './smtp-mailer.ts';
import { whatsAppCloudSender, type WhatsAppCloudConfig } from './whatsapp-cloud-sender.ts';

/** The notifier the configuration asks for: SMTP when set, else the console; WhatsApp's Cloud API when set, else texts recorded. */
export function notifierFor(config: { smtp: SmtpConfig | null; whatsapp: WhatsAppCloudConfig | null }, log: (line: string) => void = console.log): Notifier {
  return {
    email: config.smtp ? smtpMailer(config.smtp) : consoleMailer(log),
    text: config.whatsapp ? whatsAppCloudSender(config.whatsapp) : new RecordedTexts(log),
  };
}
