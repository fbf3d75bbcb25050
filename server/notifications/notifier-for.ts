import { consoleMailer, RecordedTexts } from './console-notifier.ts';
import type { Notifier } from './notifier.ts';
import { smtpMailer, type SmtpConfig } from './smtp-mailer.ts';

/** The notifier the configuration asks for: SMTP when set, else the console; texts recorded until a provider is plugged in. */
export function notifierFor(config: { smtp: SmtpConfig | null }, log: (line: string) => void = console.log): Notifier {
  return {
    email: config.smtp ? smtpMailer(config.smtp) : consoleMailer(log),
    text: new RecordedTexts(log),
  };
}
