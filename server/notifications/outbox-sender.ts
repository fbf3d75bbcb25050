import type { Database } from '../store/database.ts';
import type { PushRecipient } from './notification-channels.ts';
import type { Notifier, PushSender } from './notifier.ts';

// Delivers the outbox's rows (notification-tables.ts) once they are due, by the server's clock:
// at each sweep (a timer, and whenever the reactor adds rows) it claims the due rows for a while,
// sends each and marks it sent. A failed send waits 30 s, then twice as long each time, up to an
// hour. A row claimed by an instance that stopped is taken again once its claim has lapsed; one
// stopped between sending and marking is sent again (the only way a message can go twice).
// The claim is how long a send may take before another instance may try it: the mailer gives up sooner.
// A push its service says is gone (404, 410) is not tried again: the subscription is forgotten
// (`onPushGone`) and the rows still waiting for that browser are dropped.
export interface OutboxSenderDeps {
  db: Database;
  notifier: Notifier;
  push: PushSender;
  /** Records that a browser's subscription is gone (user.pushUnsubscribed). */
  onPushGone: (to: PushRecipient) => Promise<void>;
  now: () => Date;
  /** How often due rows are looked for (the day-before reminders); 30 s by default. */
  sweepEveryMs?: number;
  /** The wait after a first failed send, doubled at each failure; 30 s by default. */
  firstRetryMs?: number;
}

const claimMs = 5 * 60_000;
const longestRetryWaitMs = 60 * 60_000;
const rowsPerSweep = 20;

interface DueRow {
  id: string;
  request_id: string;
  channel: 'email' | 'whatsapp' | 'push';
  recipient: string;
  push_to: PushRecipient | string | null;
  language: 'en' | 'ar';
  subject: string;
  body: string;
  attempts: number;
  due_at: Date | string;
  position: number | string;
}

export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: OutboxSenderDeps) {}

  async start(): Promise<void> {
    // An embedded database has one server at a time (its folder is locked): a claim left in it
    // is a stopped server's, whose send may never have happened. PostgreSQL's claims lapse instead.
    if (this.deps.db.kind === 'pglite') await this.deps.db.query('update notification_outbox set claimed_until = null where sent_at is null and claimed_until is not null');
    this.timer = setInterval(() => this.kick(), this.deps.sweepEveryMs ?? 30_000);
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** Sweeps now, or once more after the sweep under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.sweep()
      .catch((error: Error) => console.error(`notification outbox: ${error.name} ${error.message}`))
      .finally(() => {
        this.sweeping = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no sweep is under way (tests). */
  async idle(): Promise<void> {
    while (this.sweeping) await this.sweeping;
  }

  private async sweep(): Promise<void> {
    for (;;) {
      const rows = await this.claimDue();
      for (const row of rows) {
        if (this.stopped) return;
        await this.deliver(row);
      }
      if (rows.length < rowsPerSweep) return;
    }
  }

  private async claimDue(): Promise<DueRow[]> {
    const now = this.deps.now();
    // A reminder whose visit has begun is not worth sending any more.
    await this.deps.db.query(
      `update notification_outbox set cancelled_at = $1
       where sent_at is null and cancelled_at is null and send_before is not null and send_before <= $1`,
      [now.toISOString()],
    );
    const { rows } = await this.deps.db.query<DueRow>(
      `update notification_outbox set claimed_until = $2
       where id in (
         select id from notification_outbox
         where sent_at is null and cancelled_at is null and due_at <= $1 and next_try_at <= $1
           and (claimed_until is null or claimed_until <= $1)
         order by due_at, position, id limit ${rowsPerSweep})
       returning id, request_id, channel, recipient, push_to, language, subject, body, attempts, due_at, position`,
      [now.toISOString(), new Date(now.getTime() + claimMs).toISOString()],
    );
    // An update returns its rows in no particular order: the steps go out in theirs.
    return rows.sort((a, b) => new Date(a.due_at).getTime() - new Date(b.due_at).getTime() || Number(a.position) - Number(b.position));
  }

  private async deliver(row: DueRow): Promise<void> {
    try {
      if (row.channel === 'email') {
        await this.deps.notifier.email.send({ to: row.recipient, subject: row.subject, text: row.body, language: row.language });
      } else if (row.channel === 'whatsapp') {
        await this.deps.notifier.text.send({ to: row.recipient, text: row.body, language: row.language });
      } else if ((await this.sendPush(row)) === 'gone') {
        return;
      }
    } catch (error) {
      const wait = Math.min(longestRetryWaitMs, (this.deps.firstRetryMs ?? 30_000) * 2 ** row.attempts);
      const problem = `${(error as Error).name}: ${(error as Error).message}`.slice(0, 500);
      console.error(`notification ${row.id} not sent (try ${row.attempts + 1}): ${problem}`);
      await this.deps.db.query(
        `update notification_outbox set attempts = attempts + 1, next_try_at = $2, claimed_until = null, last_problem = $3 where id = $1`,
        [row.id, new Date(this.deps.now().getTime() + wait).toISOString(), problem],
      );
      return;
    }
    await this.deps.db.query('update notification_outbox set sent_at = $2, claimed_until = null where id = $1', [row.id, this.deps.now().toISOString()]);
  }

  /** Sends a push; a gone subscription is forgotten and its rows settled here; a failure is thrown. */
  private async sendPush(row: DueRow): Promise<'sent' | 'gone'> {
    const to = (typeof row.push_to === 'string' ? JSON.parse(row.push_to) : row.push_to) as PushRecipient;
    const outcome = await this.deps.push.send(to, { title: row.subject, body: row.body, url: `/my-requests/${row.request_id}`, language: row.language });
    if (outcome.status === 'failed') throw new Error(outcome.problem);
    if (outcome.status === 'sent') return 'sent';
    await this.deps.onPushGone(to);
    await this.deps.db.query(
      `update notification_outbox set cancelled_at = $2, claimed_until = null, last_problem = 'push subscription gone'
       where channel = 'push' and recipient = $1 and sent_at is null and cancelled_at is null`,
      [to.endpoint, this.deps.now().toISOString()],
    );
    return 'gone';
  }
}
