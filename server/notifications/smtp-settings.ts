import type { SmtpConfig } from './smtp-mailer.ts';

// SMTP_URL, or SMTP_HOST with SMTP_PORT / SMTP_USER / SMTP_PASS for hosts that hand those out
// separately; MAIL_FROM is the sender. Neither set: no SMTP (messages go to the console).
const defaultFrom = 'Riyadh Home Maintenance <no-reply@localhost>';

export function smtpFromEnv(env: NodeJS.ProcessEnv): SmtpConfig | null {
  const from = env.MAIL_FROM || defaultFrom;
  if (env.SMTP_URL) return { url: env.SMTP_URL, from };
  if (!env.SMTP_HOST) return null;
  const port = Number(env.SMTP_PORT || 587);
  // 465 is TLS from the first byte; the other ports upgrade with STARTTLS when offered.
  const url = new URL(`${port === 465 ? 'smtps' : 'smtp'}://${env.SMTP_HOST}:${port}`);
  if (env.SMTP_USER) url.username = env.SMTP_USER;
  if (env.SMTP_PASS) url.password = env.SMTP_PASS;
  return { url: url.toString(), from };
}
