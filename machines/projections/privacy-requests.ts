// The admin's register of privacy requests (PDPL, docs/decisions.md 34): each access request
// (a data download, `user.dataExported`) and each deletion request, with when it came, the day
// the law's 30 days run out, and when it was answered. Both are answered by the server at once
// today; the register shows it, and would show one left waiting. Newest first.
import type { AnyMachineSnapshot } from 'xstate';
import { parseStream } from '../domain/streams.ts';
import type { UserContext } from '../user.machine.ts';

export type PrivacyRequestKind = 'access' | 'deletion';

export interface PrivacyRequestRow {
  userId: string;
  customerName: string;
  kind: PrivacyRequestKind;
  receivedAt: string;
  /** Received plus 30 days: the latest the answer may come. */
  answerDueAt: string;
  answeredAt: string | null;
}

export const answerWithinDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

export const answerDue = (receivedAt: string) => new Date(Date.parse(receivedAt) + answerWithinDays * dayMs).toISOString();

export function privacyRequests(streams: ReadonlyMap<string, AnyMachineSnapshot>): PrivacyRequestRow[] {
  const rows: PrivacyRequestRow[] = [];
  for (const [name, snapshot] of streams) {
    const stream = parseStream(name);
    if (stream?.kind !== 'user') continue;
    const user = snapshot.context as UserContext;
    const row = (kind: PrivacyRequestKind, receivedAt: string, answeredAt: string | null): PrivacyRequestRow => ({
      userId: stream.userId,
      customerName: user.fullName,
      kind,
      receivedAt,
      answerDueAt: answerDue(receivedAt),
      answeredAt,
    });
    for (const at of user.dataExports) rows.push(row('access', at, at));
    if (user.deletionRequestedAt) rows.push(row('deletion', user.deletionRequestedAt, user.erasedAt));
  }
  return rows.sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || a.kind.localeCompare(b.kind));
}
