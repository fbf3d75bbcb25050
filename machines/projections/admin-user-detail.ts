// One customer as the admin's user page shows them: their row (profile, plan, visits, last
// seen), their requests newest first, and their chat threads that hold a message; a customer
// whose account was deleted, as the Users list keeps them (id and dates) with their requests. Pure.
import type { AnyMachineSnapshot } from 'xstate';
import { erasedUserRow, userRow, type UserRow } from './admin-users.ts';
import { threadRows, type ThreadRow } from './chat-threads.ts';
import { customerMessageTimes } from './last-seen.ts';
import { requestRows, type RequestRow } from './requests.ts';

export interface UserDetail {
  user: UserRow;
  requests: RequestRow[];
  threads: ThreadRow[];
}

export function userDetail(streams: ReadonlyMap<string, AnyMachineSnapshot>, userId: string, at: string): UserDetail | undefined {
  const requests = requestRows(streams).filter((row) => row.request.ownerId === userId);
  const threads = threadRows(streams).filter((row) => row.customerId === userId);
  const user = userRow(streams, userId, at, requests.length, customerMessageTimes(streams).get(userId) ?? null) ?? erasedUserRow(streams, userId, requests.length);
  if (!user) return undefined;
  return { user, requests, threads };
}
