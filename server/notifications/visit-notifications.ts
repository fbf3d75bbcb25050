import { reminderDueAt, visitStartsAt } from '../../machines/domain/reminder-time.ts';
import { requestStream, userStream } from '../../machines/domain/streams.ts';
import { toldEventTypes, toldOf } from '../../machines/projections/customer-notifications.ts';
import type { RequestContext } from '../../machines/request.machine.ts';
import { requestMachine } from '../../machines/request.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { userMachine, type UserContext } from '../../machines/user.machine.ts';
import { currentSettings } from '../events/current-settings.ts';
import { CheckpointedReactor, type CheckpointedReactorDeps } from '../events/checkpointed-reactor.ts';
import type { StreamStates } from '../events/stream-states.ts';
import type { SqlRunner } from '../store/database.ts';
import type { StoredEvent } from '../store/event-store.ts';
import { chosenChannels, type NotificationChannel, type PushRecipient } from './notification-channels.ts';
import { visitMessage, type VisitFacts, type VisitNotificationKind } from './visit-notification-messages.ts';

// The visit notifications (docs/notifications.md): each step of a request the customer is told
// of becomes one outbox row per channel they chose, composed in their language when the step is
// read, its id derived from the event's. The rows and the checkpoint past the event are written in
// one transaction, so a restart reads on from the first event not yet turned into rows, and an
// event read again (another instance, a restart) adds nothing. The sender delivers the rows.
export interface VisitNotificationDeps extends CheckpointedReactorDeps {
  streamStates: StreamStates;
  /** The site's address, for the link to the request's page. */
  siteUrl: () => string;
  /** Told when rows were added, so they go out without waiting for the next sweep. */
  onQueued: () => void;
}

export interface OutboxRow {
  id: string;
  requestId: string;
  /** The event's position in the log: messages due together go in the order of their steps. */
  position: number;
  kind: VisitNotificationKind;
  channel: NotificationChannel;
  recipient: string;
  /** The browser's subscription, for a push row. */
  pushTo: PushRecipient | null;
  language: 'en' | 'ar';
  subject: string;
  body: string;
  dueAt: Date;
  /** A reminder is not sent once its visit has begun. */
  sendBefore: Date | null;
}

// Steps after which a visit reminder queued earlier is not due: a new time (it has its own), the end.
const remindersEndedBy = new Set(['request.appointmentConfirmed', 'request.visitRescheduled', 'request.completed', 'request.visitCancelled']);

/** Not worth a write per event: the saved checkpoint moves past the other events with the next step told; a restart before it reads them again, which adds nothing. */
const worthRows = (event: StoredEvent) => toldEventTypes.has(event.type) || remindersEndedBy.has(event.type);

export const visitNotificationReactor = (deps: VisitNotificationDeps) =>
  new CheckpointedReactor(deps, {
    name: 'visitNotifications',
    acting: 'visit notification',
    wants: worthRows,
    async handle(event, checkpoint) {
      const rows = await rowsFor(deps, event);
      await checkpoint.commitWith(async (tx) => {
        if (remindersEndedBy.has(event.type)) await cancelReminders(tx, event, rows);
        for (const row of rows) await insertRow(tx, row);
      });
      if (rows.length > 0) deps.onQueued();
    },
  });

async function rowsFor(deps: VisitNotificationDeps, event: StoredEvent): Promise<OutboxRow[]> {
  const requestId = event.stream.slice('request-'.length);
  const history = await deps.store.readStream(requestStream(requestId));
  const before = history.filter((each) => each.version < event.version);
  const now = replay(requestMachine, history).context as RequestContext;
  const ownerId = now.ownerId;
  if (!ownerId) return [];
  const user = (await deps.streamStates.current(userStream(ownerId), userMachine)).snapshot.context as UserContext;
  const language = user.language ?? 'ar';
  const settings = await currentSettings(deps.streamStates);
  const facts: VisitFacts = {
    company: settings.company.name[language],
    orderNumber: now.orderNumber,
    link: new URL(`/my-requests/${requestId}`, deps.siteUrl()).toString(),
  };
  const steps = stepsOf(event, before, facts);
  return steps.flatMap(({ kind, facts: stepFacts, dueAt, sendBefore }) =>
    chosenChannels(user, ownerId).map(({ channel, key, recipient, pushTo }) => {
      const message = visitMessage(kind, stepFacts, language);
      return {
        id: `${event.id}:${kind}:${key}`,
        requestId,
        position: event.position,
        kind,
        channel,
        recipient,
        pushTo: pushTo ?? null,
        language,
        subject: message.subject,
        // A push shows a line or two: the step's first line; the click opens the request.
        body: channel === 'push' ? message.lead : message.text,
        dueAt: dueAt ?? new Date(event.at),
        sendBefore: sendBefore ?? null,
      };
    }),
  );
}

interface Step {
  kind: VisitNotificationKind;
  facts: VisitFacts;
  dueAt?: Date;
  sendBefore?: Date;
}

/** What the customer is told of this event, given the request's events before it (the in-app list's words for the same step). */
function stepsOf(event: StoredEvent, before: readonly StoredEvent[], facts: VisitFacts): Step[] {
  const told = toldOf(event, before);
  if (!told) return [];
  const { kind, window, technician, expectedAt } = told;
  const stepFacts: VisitFacts = { ...facts, window, technician, expectedAt, amountHalalas: told.priceHalalas ?? told.amountHalalas };
  const steps: Step[] = [{ kind, facts: stepFacts }];
  // Confirmed after the evening before: the confirmation itself is the reminder.
  if (window && (kind === 'confirmed' || kind === 'moved')) {
    const dueAt = reminderDueAt(window.date);
    if (dueAt.getTime() > Date.parse(event.at)) steps.push({ kind: 'reminder', facts: stepFacts, dueAt, sendBefore: visitStartsAt(window.date, window.from) });
  }
  return steps;
}

/** A visit moved, completed or cancelled: the reminder of its old day is not sent (one for the new day comes with the move). */
async function cancelReminders(tx: SqlRunner, event: StoredEvent, replacing: OutboxRow[]): Promise<void> {
  await tx.query(
    `update notification_outbox set cancelled_at = $2
     where request_id = $1 and kind = 'reminder' and sent_at is null and cancelled_at is null and not (id = any($3::text[]))`,
    [event.stream.slice('request-'.length), event.at, replacing.map((row) => row.id)],
  );
}

async function insertRow(tx: SqlRunner, row: OutboxRow): Promise<void> {
  await tx.query(
    `insert into notification_outbox (id, request_id, position, kind, channel, recipient, language, subject, body, due_at, send_before, next_try_at, push_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10, $12)
     on conflict (id) do nothing`,
    [row.id, row.requestId, row.position, row.kind, row.channel, row.recipient, row.language, row.subject, row.body, row.dueAt.toISOString(), row.sendBefore?.toISOString() ?? null, row.pushTo ? JSON.stringify(row.pushTo) : null],
  );
}
