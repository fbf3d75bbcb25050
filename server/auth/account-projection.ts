import { parseStreamName } from '../../machines/domain/streams.ts';
import type { UserCreatedByAdmin, UserProfileUpdated } from '../../machines/domain/user-events.ts';
import type { SqlRunner } from '../store/database.ts';
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
  for (const event of appended) {
    const name = parseStreamName(event.stream);
    if (name?.kind !== 'user' || !name.key) continue;
    await project(tx, name.key, event);
  }
}

async function project(tx: SqlRunner, userId: string, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'user.createdByAdmin': {
      const { fullName, email, mobile } = event.data as UserCreatedByAdmin;
      await refusingTakenContacts(() =>
        insertAccount(tx, { userId, fullName, email, mobile, passwordHash: null, suspended: false }, event.at),
      );
      return;
    }
    case 'user.profileUpdated': {
      const change = event.data as UserProfileUpdated;
      await refusingTakenContacts(() =>
        tx.query(
          `update accounts set full_name = coalesce($2, full_name), email = coalesce($3, email),
                               mobile = coalesce($4, mobile)
            where user_id = $1`,
          [userId, change.fullName ?? null, change.email ?? null, change.mobile ?? null],
        ),
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
