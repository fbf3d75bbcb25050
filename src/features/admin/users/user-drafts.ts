// The admin's changes to a customer's account, as drafts for the log: a suspension (with the
// reason, when one is given) ends the customer's sessions on the server; a reinstatement lets
// them sign in again.
import { userStream } from '../../../../machines/domain/streams.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export function suspendDraft(userId: string, reason: string): Draft {
  const given = reason.trim();
  return { stream: userStream(userId), type: 'user.suspended', data: given ? { reason: given } : {} };
}

export const reinstateDraft = (userId: string): Draft => ({ stream: userStream(userId), type: 'user.reinstated', data: {} });
