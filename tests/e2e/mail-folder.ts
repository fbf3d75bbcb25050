import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startSmtpInbox, type ReceivedMail } from '../server/smtp-inbox.ts';

// The browser suites' mailbox: global setup starts a local SMTP server for the e2e server to
// send to, and it writes each message it receives into a folder the suites (in other
// processes than global setup) read.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each e-mail the e2e server sends lands, one JSON file per message. */
    mailDir: string;
  }
}

export async function startMailFolder(dir: string) {
  await mkdir(dir, { recursive: true });
  let received = 0;
  return startSmtpInbox((mail) => {
    received += 1;
    void writeFile(path.join(dir, `${String(received).padStart(6, '0')}.json`), JSON.stringify(mail));
  });
}

/** The latest e-mail to `to`, waiting up to 10 s for one to land. */
export async function latestMailTo(dir: string, to: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const names = (await readdir(dir)).sort().reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8').catch(() => '{}')) as Partial<ReceivedMail>;
      if (mail.to?.includes(to)) return mail as ReceivedMail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} landed in ${dir} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
