import { describe, expect, it } from 'vitest';
import { smtpFromEnv } from '../../server/notifications/smtp-settings.ts';

// Which SMTP server the environment names: SMTP_URL as it is, or SMTP_HOST and its parts.
describe('the SMTP settings', () => {
  it('names no server when neither SMTP_URL nor SMTP_HOST is set (e-mails go to the console)', () => {
    expect(smtpFromEnv({ MAIL_FROM: 'Shop <a@b.test>' })).toBeNull();
  });

  it('takes SMTP_URL as it is, with MAIL_FROM as the sender', () => {
    expect(smtpFromEnv({ SMTP_URL: 'smtps://u:p@mail.test:465', MAIL_FROM: 'Shop <a@b.test>' })).toEqual({
      url: 'smtps://u:p@mail.test:465',
      from: 'Shop <a@b.test>',
    });
  });

  it('builds the URL from SMTP_HOST, port 587 by default, escaping a password with @ and /', () => {
    const config = smtpFromEnv({ SMTP_HOST: 'mail.test', SMTP_USER: 'shop@b.test', SMTP_PASS: 'p@ss/word' });

    expect(config?.url).toBe('smtp://shop%40b.test:p%40ss%2Fword@mail.test:587');
  });

  it('uses TLS from the start on port 465', () => {
    expect(smtpFromEnv({ SMTP_HOST: 'mail.test', SMTP_PORT: '465' })?.url).toBe('smtps://mail.test:465');
  });
});
