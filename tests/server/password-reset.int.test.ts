import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RecordedTexts } from '../../server/notifications/console-notifier.ts';
import { smtpMailer } from '../../server/notifications/smtp-mailer.ts';
import { createHarness, type Harness } from './app-harness.ts';
import { resetLinkIn, startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

// Forgot password: an email gets a link by a real SMTP conversation with a local server, a
// mobile gets a 6-digit code through the recording text-message adapter. The answer never
// tells whether an account exists; a link or code works once, for 15 minutes; every session
// of the customer ends. Each test has a customer of its own, from an address of its own.
const newPassword = 'a brand new passphrase';
const minute = 60 * 1000;

let h: Harness;
let inbox: SmtpInbox;
const texts = new RecordedTexts();
beforeAll(async () => {
  inbox = await startSmtpInbox();
  h = await createHarness({
    notifier: { email: smtpMailer({ url: inbox.url, from: 'Riyadh Home Maintenance <no-reply@rhm.test>' }), text: texts },
  });
});
afterAll(async () => {
  await h.close();
  await inbox.close();
});

let customersMade = 0;
let sara: { fullName: string; mobile: string; email: string; password: string; privacyNoticeAccepted: boolean };
let storedMobile: string;
let device: (name: string) => string;
beforeEach(async () => {
  customersMade += 1;
  const n = customersMade;
  sara = { fullName: 'Sara Qahtani', mobile: `05${String(30_000_000 + n)}`, email: `sara-${n}@example.com`, password: 'a fine password', privacyNoticeAccepted: true };
  storedMobile = `+966${sara.mobile.slice(1)}`;
  device = (name) => `${name}-${n}`;
  expect((await h.request('/api/auth/register', { client: device('laptop'), body: sara })).status).toBe(201);
});

const askReset = (identifier: string, extra: Record<string, unknown> = {}) =>
  h.request('/api/auth/password-reset', { client: device('phone'), body: { identifier, ...extra } });
const complete = (body: Record<string, unknown>) =>
  h.request('/api/auth/password-reset/complete', { client: device('phone'), body });
const signIn = (client: string, password: string) =>
  h.request('/api/auth/login', { client: device(client), body: { identifier: sara.email, password } });
const signedInAs = async (client: string) => (await h.request('/api/auth/session', { client: device(client) })).body.user?.email ?? null;
const linkToken = async (seen = 0) => resetLinkIn(await inbox.next(sara.email, seen)).searchParams.get('token')!;
const textedCode = async () => {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const text = texts.sent.findLast((message) => message.to === storedMobile);
    if (text) return /\b(\d{6})\b/.exec(text.text)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No text message to ${storedMobile}`);
};

describe('asking for a reset', () => {
  it('answers the same 202 for an unknown identifier as for a customer, and sends nothing for the unknown one', async () => {
    const known = await askReset(sara.email);
    const unknown = await askReset('nobody-here@example.com');

    expect([known.status, known.body]).toEqual([202, { ok: true }]);
    expect([unknown.status, unknown.body]).toEqual([202, { ok: true }]);
    await inbox.next(sara.email);
    expect(inbox.received.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('sends an e-mail in Arabic with the link when asked from the Arabic page', async () => {
    await askReset(sara.email, { language: 'ar' });

    const mail = await inbox.next(sara.email);
    expect(mail.text).toContain('إعادة تعيين كلمة المرور');
    expect(mail.text).toContain('صيانة المنازل بالرياض');
    expect(resetLinkIn(mail).origin).toBe('http://localhost');
  });

  it('sends nothing more to one account past 3 requests in 15 minutes, and still answers 202', async () => {
    for (let request = 1; request <= 4; request += 1) expect((await askReset(sara.email)).status).toBe(202);

    await inbox.next(sara.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.received.filter((mail) => mail.to.includes(sara.email))).toHaveLength(3);
  });

  it('refuses an address past 10 requests in 15 minutes with 429 and Retry-After', async () => {
    for (let request = 1; request <= 10; request += 1) {
      expect((await askReset(`someone-${request}@example.com`)).status).toBe(202);
    }
    const refused = await askReset(sara.email);

    expect([refused.status, refused.body.error.code]).toEqual([429, 'tooManyAttempts']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses an empty identifier with identifierRequired and sends nothing', async () => {
    const refused = await askReset('  ');

    expect([refused.status, refused.body.error.code]).toEqual([400, 'identifierRequired']);
  });
});

describe('resetting with the e-mailed link', () => {
  it('sets the new password once: the old one and a second use are refused', async () => {
    await askReset(sara.email);
    const token = await linkToken();

    const first = await complete({ token, password: newPassword });
    const second = await complete({ token, password: 'yet another passphrase' });

    expect([first.status, first.body]).toEqual([200, { ok: true }]);
    expect([second.status, second.body.error.code]).toEqual([410, 'resetUsed']);
    expect((await signIn('tablet', sara.password)).status).toBe(401);
    expect((await signIn('tablet', newPassword)).status).toBe(200);
  });

  it('ends every session of the customer', async () => {
    expect((await signIn('tablet', sara.password)).status).toBe(200);
    await askReset(sara.email);

    expect((await complete({ token: await linkToken(), password: newPassword })).status).toBe(200);

    expect(await signedInAs('laptop')).toBeNull();
    expect(await signedInAs('tablet')).toBeNull();
  });

  it('refuses a link after 15 minutes with resetExpired, and the old password still signs in', async () => {
    await askReset(sara.email);
    const token = await linkToken();
    h.clock.advance(15 * minute);

    const refused = await complete({ token, password: newPassword });

    expect([refused.status, refused.body.error.code]).toEqual([410, 'resetExpired']);
    expect((await signIn('tablet', sara.password)).status).toBe(200);
  });

  it('refuses an unknown token with resetInvalid', async () => {
    const refused = await complete({ token: 'A'.repeat(43), password: newPassword });

    expect([refused.status, refused.body.error.code]).toEqual([400, 'resetInvalid']);
  });

  it('refuses a short new password with passwordTooShort, and the link still works afterwards', async () => {
    await askReset(sara.email);
    const token = await linkToken();

    const refused = await complete({ token, password: 'short' });

    expect([refused.status, refused.body.error.code]).toEqual([400, 'passwordTooShort']);
    expect((await signIn('tablet', sara.password)).status).toBe(200);
    expect((await complete({ token, password: newPassword })).status).toBe(200);
  });

  it('keeps no token in the table, only its digest', async () => {
    await askReset(sara.email);
    const token = await linkToken();

    const { rows } = await h.db.query<{ secret_hash: string }>('select secret_hash from password_resets');
    expect(rows.some((row) => row.secret_hash.includes(token))).toBe(false);
  });
});

describe('resetting with the texted code', () => {
  it('sends a code to the mobile, which sets the new password and ends every session', async () => {
    expect((await askReset(sara.mobile)).status).toBe(202);
    const code = await textedCode();

    const done = await complete({ identifier: sara.mobile, code, password: newPassword });

    expect([done.status, done.body]).toEqual([200, { ok: true }]);
    expect(await signedInAs('laptop')).toBeNull();
    expect((await signIn('tablet', newPassword)).status).toBe(200);
  });

  it('stops taking guesses after 5 wrong codes, even the right one', async () => {
    await askReset(sara.mobile);
    const code = await textedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let guess = 1; guess <= 5; guess += 1) {
      answers.push((await complete({ identifier: sara.mobile, code: wrong, password: newPassword })).body.error.code);
    }

    const right = await complete({ identifier: sara.mobile, code, password: newPassword });

    expect(answers).toEqual(['resetInvalid', 'resetInvalid', 'resetInvalid', 'resetInvalid', 'resetCodeLocked']);
    expect([right.status, right.body.error.code]).toEqual([429, 'resetCodeLocked']);
    expect((await signIn('tablet', sara.password)).status).toBe(200);
  });

  it('refuses a code for an identifier with no account just like a wrong code', async () => {
    const refused = await complete({ identifier: '0599999999', code: '123456', password: newPassword });

    expect([refused.status, refused.body.error.code]).toEqual([400, 'resetInvalid']);
  });
});
