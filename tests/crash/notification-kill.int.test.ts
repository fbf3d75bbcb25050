import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../server/smtp-inbox.ts';
import { resendingCaller } from './resending-http.ts';
import { pgliteBackend, ServerUnderTest, type CrashBackend } from './server-under-test.ts';
import { booking, proposal } from './simulated-customer.ts';

// A visit notification through a SIGKILL (docs/notifications.md): the real server, bundled as
// `npm start` runs it, sends its e-mails to a local SMTP server that reads the booking's
// "request received" message and never answers it; the server is killed with the send under
// way, and started again on the same data. The customer then has that e-mail exactly once.
let inbox: SmtpInbox;
let backend: CrashBackend;
let server: ServerUnderTest;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  backend = pgliteBackend();
  backend.env.SMTP_URL = inbox.url;
  server = new ServerUnderTest(backend);
});
afterAll(async () => {
  await server.stop();
  await inbox.close();
  await backend.drop();
});

describe('a visit notification when the server is killed', () => {
  it('given a booking whose e-mail was being sent, when the server is killed and started again, then the customer gets it exactly once', async () => {
    await server.start();
    const caller = resendingCaller(() => server.origin);
    const email = `killed-send-${uuidv7().slice(-8)}@example.com`;
    const registered = await caller.call('/api/auth/register', {
      body: { fullName: 'Sara Al-Qahtani', mobile: '0551234567', email, password: 'a fine password', language: 'en', privacyNoticeAccepted: true },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);

    inbox.holding = true;
    const booked = await caller.call('/api/events', {
      cookie: registered.cookie,
      body: { events: [proposal(`request-${uuidv7()}`, 0, 'request.submitted', booking())] },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    await expect.poll(() => inbox.held, { timeout: 20_000 }).toBe(1);

    await server.kill();
    inbox.holding = false;
    await server.start();

    const mail = await inbox.next(email);
    expect(mail.subject).toMatch(/^We received your request #\d+ - Riyadh Home Maintenance$/);
    // Time for a second copy to come, were one to.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(inbox.received.filter((each) => each.to.includes(email))).toHaveLength(1);
  }, 180_000);
});
