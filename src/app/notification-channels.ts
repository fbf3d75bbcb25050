// The channels the customer is told on besides the app (docs/notifications.md): read from their
// `user-{id}` stream (until they choose, each one their account has an address for) and chosen
// through their log.
import { userStream } from '../../machines/domain/streams.ts';
import type { UserNotificationChannelsChosen } from '../../machines/domain/user-events.ts';
import { channelsInForce } from '../../machines/user.machine.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';
import { caughtUp } from './log-caught-up.ts';
import { selectOwnProfile } from './log-readings.ts';

export type NotificationChannels = UserNotificationChannelsChosen;

export function selectChannelsInForce(log: EventLog): NotificationChannels | null {
  const profile = selectOwnProfile(log);
  return profile ? channelsInForce(profile) : null;
}

export const chooseChannels = (log: EventLog, userId: string, channels: NotificationChannels): Promise<ProposeResult> =>
  caughtUp(log).then(() => log.propose([{ stream: userStream(userId), type: 'user.notificationChannelsChosen', data: channels }]));
