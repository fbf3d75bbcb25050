// The privacy notice a signed-in customer has still to accept (docs/decisions.md 32): read from
// their `user-{id}` stream once the log has caught up, and accepted through their log.
import { currentPrivacyNoticeVersion, needsToAcceptNotice, type PrivacyNoticeVersion } from '../../machines/domain/privacy-notice.ts';
import { userStream } from '../../machines/domain/streams.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';
import { caughtUp } from './log-caught-up.ts';
import { selectOwnProfile, selectStillConnecting } from './log-readings.ts';

/** The version to accept, or null when the notice in force is accepted (or the log is not read yet). */
export function selectNoticeToAccept(log: EventLog): PrivacyNoticeVersion | null {
  if (selectStillConnecting(log)) return null;
  const profile = selectOwnProfile(log);
  return profile && needsToAcceptNotice(profile.privacyNoticeVersion) ? currentPrivacyNoticeVersion : null;
}

export const acceptPrivacyNotice = (log: EventLog, userId: string): Promise<ProposeResult> =>
  caughtUp(log).then(() =>
    log.propose([{ stream: userStream(userId), type: 'user.privacyNoticeAccepted', data: { version: currentPrivacyNoticeVersion } }]),
  );
