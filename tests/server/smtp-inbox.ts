import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A local SMTP server for tests: the app's real mailer talks SMTP to it, and it keeps each
// message it receives, its body decoded from the transfer encoding nodemailer chose.
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The plain-text body, decoded. */
  text: string;
  /** The Subject header, decoded. */
  subject: string;
}

export interface SmtpInbox {
  url: string;
  received: ReceivedMail[];
  /** While set, a message's data is read but never answered: the sender waits, and nothing is received. */
  holding: boolean;
  /** Messages read while holding, never answered (not in `received`). */
  held: number;
  /** The first message to `to` after the `seen` earlier ones, waiting for it to arrive. */
  next(to: string, seen?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(onMail: (mail: ReceivedMail) => void = () => {}): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const state = { holding: false, held: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The client is this machine: no reverse DNS lookup of it to wait for.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.holding) {
          state.held += 1;
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: decodedText(raw), subject: decodedSubject(raw) };
        received.push(mail);
        onMail(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const inbox: SmtpInbox = Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(to: string, seen = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = received.filter((each) => each.to.includes(to))[seen];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No e-mail number ${seen + 1} to ${to} arrived in 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return inbox;
}

export function decodedText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The Subject header with its RFC 2047 words (how nodemailer writes Arabic) decoded: adjacent words join byte-wise, as a character may be split across two. */
export function decodedSubject(raw: string): string {
  const header = /^subject:[ \t]*(.*(?:\r\n[ \t].*)*)/im.exec(raw.slice(0, raw.indexOf('\r\n\r\n')))?.[1] ?? '';
  const parts = header.replace(/\?=(?:\r\n)?[ \t]+=\?/g, '?==?').split(/(=\?[^?]+\?[BQbq]\?[^?]*\?=)/);
  const bytes = parts.map((part) => {
    const word = /^=\?[^?]+\?([BQbq])\?([^?]*)\?=$/.exec(part);
    if (!word) return Buffer.from(part.replace(/\r\n[ \t]+/g, ' '), 'utf8');
    if (word[1]!.toUpperCase() === 'B') return Buffer.from(word[2]!, 'base64');
    return Buffer.from(word[2]!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  });
  return Buffer.concat(bytes).toString('utf8');
}

/** The reset link a message carries. */
export function resetLinkIn(mail: ReceivedMail): URL {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in this e-mail:\n${mail.text}`);
  return new URL(link);
}
