import type { EmailMessage, MailSender, TextMessage, TextSender } from './notifier.ts';

// When no SMTP server or text-message provider is configured (development), messages are
// printed on the server's console instead, so a developer can still follow a reset link.
export function consoleMailer(log: (line: string) => void): MailSender {
  return {
    async send(message: EmailMessage) {
      log(`E-mail not sent (no SMTP_URL or SMTP_HOST), to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}

/** The local stand-in for a WhatsApp/SMS provider: keeps every message (tests read them) and prints it. */
export class RecordedTexts implements TextSender {
  readonly sent: TextMessage[] = [];

  constructor(private readonly log: (line: string) => void = () => {}) {}

  async send(message: TextMessage) {
    this.sent.push(message);
    this.log(`Text message not sent (no provider configured), to ${message.to}:\n${message.text}`);
  }
}
