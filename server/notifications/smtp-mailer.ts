import type { Transporter } from 'nodemailer';
import type { EmailMessage, MailSender } from './notifier.ts';

// E-mail through any SMTP server (the company's provider in production, a local listener in
// tests). nodemailer speaks STARTTLS and AUTH, which a hand-written client would have to; it
// is loaded at the first e-mail, so a start without SMTP (development, most tests) skips it.
export interface SmtpConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  url: string;
  /** The From header: "Company <no-reply@example.com>". */
  from: string;
}

// A send gives up well within the outbox's claim on it (outbox-sender.ts), so no other instance
// sends the message while this one may still.
const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function smtpMailer(config: SmtpConfig): MailSender {
  let transport: Promise<Transporter> | null = null;
  const transportOf = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url: config.url, ...timeouts })));
  return {
    async send(message: EmailMessage) {
      await (await transportOf()).sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: { 'Content-Language': message.language },
      });
    },
  };
}
