import { parseStream } from '../../machines/domain/streams.ts';
import type { UserCreatedByAdmin, UserProfileUpdated } from '../../machines/domain/user-events.ts';
import { statement, type SqlRunner } from '../store/database.ts';
import type { StoredEvent } from '../store/event-store.ts';
import { brokenUniqueConstraint, insertAccount } from './accounts.ts';
import { accountExists } from './auth-errors.ts';
import { endCustomerSessions } from './sessions.ts';

// Keeps the accounts table in step with the user streams, inside the transaction of the
// append (run it as, or from, the `alongside` of EventStore.append): a suspension ends the
// customer's sessions in the same commit, and an email or mobile someone else holds undoes
// the append with `accountExists`. `user.registered` and `user.loggedIn` are appended by
// registration and sign-in themselves, which write their own rows.
export async function accountProjection(tx: SqlRunner, appended: StoredEvent[]): Promise<void> {
  const profileChanges: { userId: string; change: UserProfileUpdated }[] = [];
  for (const event of appended) {
    const stream = parseStream(event.stream);
    if (stream?.kind !== 'user') continue;
    // Profile changes in a row are written together: a group of appends holds many.
    if (event.type === 'user.profileUpdated') {
      profileChanges.push({ userId: stream.userId, change: event.data as UserProfileUpdated });
      continue;
    }
    await updateProfiles(tx, profileChanges.splice(0));
    await project(tx, stream.userId, event);
  }
  await updateProfiles(tx, profileChanges);
}

/** One statement for every change, each customer's changes folded in order first. */
async function updateProfiles(tx: SqlRunner, changes: { userId: string; change: UserProfileUpdated }[]): Promise<void> {
  if (changes.length === 0) return;
  const folded = new Map<string, UserProfileUpdated>();
  for (const { userId, change } of changes) {
    const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined && value !== null));
    folded.set(userId, { ...folded.get(userId), ...defined });
  }
  const rows = [...folded].map(([userId, change]) => ({
    user_id: userId,
    full_name: change.fullName ?? null,
    email: change.email ?? null,
    mobile: change.mobile ?? null,
  }));
  await refusingTakenContacts(() => tx.query(updateAccounts, [JSON.stringify(rows)]));
}

const updateAccounts = statement(
  'update_accounts',
  `update accounts a set full_name = coalesce(c.full_name, a.full_name), email = coalesce(c.email, a.email),
                         mobile = coalesce(c.mobile, a.mobile)
     from jsonb_to_recordset($1::jsonb) as c(user_id text, full_name text, email text, mobile text)
    where a.user_id = c.user_id`,
);

async function project(tx: SqlRunner, userId: string, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'user.createdByAdmin': {
      const { fullName, email, mobile } = event.data as UserCreatedByAdmin;
      await refusingTakenContacts(() =>
        insertAccount(tx, { userId, fullName, email, mobile, passwordHash: null, suspended: false }, event.at),
      );
      return;
    }
    case 'user.suspended':
      await tx.query('update accounts set suspended = true where user_id = $1', [userId]);
      await endCustomerSessions(tx, userId);
      return;
    case 'user.reinstated':
      await tx.query('update accounts set suspended = false where user_id = $1', [userId]);
      return;
  }
}

async function refusingTakenContacts(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (brokenUniqueConstraint(error)) throw accountExists();
    throw error;
  }
}
