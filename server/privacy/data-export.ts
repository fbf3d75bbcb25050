import { currentPrivacyNoticeVersion } from '../../machines/domain/privacy-notice.ts';
import type { Role } from '../../machines/domain/envelope.ts';
import { userStream } from '../../machines/domain/streams.ts';
import type { ConfirmedPayment } from '../../machines/domain/confirmed-payment.ts';
import type { SubscriptionGranted } from '../../machines/domain/subscription-events.ts';
import { paymentReceipt, type Receipt } from '../../machines/projections/receipts.ts';
import type { SettingsContext } from '../../machines/settings.machine.ts';
import { userMachine, type UserContext } from '../../machines/user.machine.ts';
import { accountById } from '../auth/accounts.ts';
import { currentSettings } from '../events/current-settings.ts';
import type { StreamStates } from '../events/stream-states.ts';
import type { SqlRunner } from '../store/database.ts';
import type { EventStore, StoredEvent } from '../store/event-store.ts';
import { exportedPhotos, type ExportedPhoto } from './exported-photos.ts';

// Everything the log holds about one customer (PDPL right of access, docs/decisions.md 32):
// their account as they gave it, every event of every stream that is theirs (their user and
// subscription streams, their requests and the chats about them), their payments with their
// receipts, and their photos. Never a password hash, token or secret: those are not events,
// and the account is copied field by field. The admins who acted are named by role only.
export interface ExportedEvent {
  version: number;
  type: string;
  at: string;
  by: Role;
  data: unknown;
}

export interface ExportedPayment {
  stream: string;
  for: 'request' | 'plan';
  provider: ConfirmedPayment['provider'];
  amountHalalas: number;
  receipt: Receipt;
}

export interface DataExport {
  exportedAt: string;
  controller: SettingsContext['company'];
  privacyNotice: { inForce: string; accepted: string | null };
  account: {
    id: string;
    fullName: string;
    email: string;
    mobile: string;
    createdAt: string | null;
    lastSeen: string | null;
    language: UserContext['language'];
    notificationChannels: UserContext['notificationChannels'];
    addresses: UserContext['addresses'];
    dataExports: string[];
  };
  streams: { stream: string; events: ExportedEvent[] }[];
  payments: ExportedPayment[];
  photos: ExportedPhoto[];
}

export interface DataExportDeps {
  db: SqlRunner;
  store: EventStore;
  streamStates: StreamStates;
  dataDir: string;
  now: () => Date;
}

const page = 1000;

/** Every event whose audience is the customer, in the order the log holds them. */
export async function eventsOf(store: EventStore, userId: string): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for (let after = 0; ; ) {
    const batch = await store.readAfter(after, { audiences: [userId], limit: page });
    events.push(...batch);
    if (batch.length < page) return events;
    after = batch.at(-1)!.position;
  }
}

function byStream(events: StoredEvent[]): DataExport['streams'] {
  const streams = new Map<string, ExportedEvent[]>();
  for (const { stream, version, type, at, actor, data } of events) {
    streams.set(stream, [...(streams.get(stream) ?? []), { version, type, at, by: actor.role, data }]);
  }
  return [...streams].map(([stream, streamEvents]) => ({ stream, events: streamEvents }));
}

function paymentsOf(events: StoredEvent[], company: SettingsContext['company']): ExportedPayment[] {
  return events.flatMap(({ stream, type, data, at }) => {
    const paid = type === 'request.paid' ? { for: 'request' as const, payment: data as ConfirmedPayment } : null;
    const plan = type === 'subscription.granted' ? (data as SubscriptionGranted).payment : undefined;
    const found = paid ?? (plan ? { for: 'plan' as const, payment: plan } : null);
    if (!found) return [];
    const { provider, amountHalalas } = found.payment;
    return [{ stream, for: found.for, provider, amountHalalas, receipt: paymentReceipt(found.payment, at, company) }];
  });
}

export async function collectDataExport(deps: DataExportDeps, userId: string): Promise<DataExport> {
  const account = await accountById(deps.db, userId);
  if (!account) throw new Error(`No account ${userId} to export`);
  const user = (await deps.streamStates.current(userStream(userId), userMachine)).snapshot.context as UserContext;
  const { company } = await currentSettings(deps.streamStates);
  const events = await eventsOf(deps.store, userId);
  return {
    exportedAt: deps.now().toISOString(),
    controller: company,
    privacyNotice: { inForce: currentPrivacyNoticeVersion, accepted: user.privacyNoticeVersion },
    account: {
      id: account.userId,
      fullName: account.fullName,
      email: account.email,
      mobile: account.mobile,
      createdAt: user.createdAt,
      lastSeen: user.lastSeen,
      language: user.language,
      notificationChannels: user.notificationChannels,
      addresses: user.addresses,
      dataExports: user.dataExports,
    },
    streams: byStream(events),
    payments: paymentsOf(events, company),
    photos: await exportedPhotos(deps, userId, events),
  };
}
