import { userStream } from '../../machines/domain/streams.ts';
import type { Database } from '../store/database.ts';
import { removeUploadFiles } from '../uploads/stored-uploads.ts';
import { appendErasure, customerAsItStands, forgetCustomer, type AccountErasureDeps } from './account-erasure.ts';
import type { ErasureEntry } from './erasure-register.ts';

// A customer the register says was erased, in a database restored from a backup that may be
// older than the erasure (docs/decisions.md 34): whatever the backup holds of them is forgotten
// again as the deletion forgot it (key, account, sessions, resets, queued notifications,
// photos), and, when the restored log lacks their `user.erased`, it is recorded again through
// the one append path, with the cancellation of their requests still open. The rules that
// refuse a deletion are not asked: the customer was erased already.
export type ErasedAgain = 'notInThisBackup' | 'keyDeleted' | 'erasureRecorded';

export async function eraseAgain(deps: AccountErasureDeps & { db: Database }, { userId, erasedAt }: ErasureEntry): Promise<ErasedAgain> {
  const customer = await customerAsItStands(deps, userId);
  const user = customer.events.filter((event) => event.stream === userStream(userId));
  if (user.length === 0) return 'notInThisBackup';
  const photos = await deps.db.transaction((tx) => forgetCustomer(tx, userId, customer, new Date(erasedAt)));
  await removeUploadFiles(deps.dataDir, photos);
  if (user.some((event) => event.type === 'user.erased')) return 'keyDeleted';
  await appendErasure(deps, userId, customer, (tx) => forgetCustomer(tx, userId, customer, new Date(erasedAt)));
  return 'erasureRecorded';
}
