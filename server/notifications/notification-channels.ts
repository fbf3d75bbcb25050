import { createHash } from 'node:crypto';
import { channelsInForce, type UserContext } from '../../machines/user.machine.ts';
import type { PushTarget } from './notifier.ts';

// The channels a customer is told on outside the app, and where each reaches them. Until they
// choose (user.notificationChannelsChosen), each channel is on when the account has its address
// (`channelsInForce`, which the settings page shows too). Push goes to every browser that
// subscribed (user.pushSubscribed): one row each, named after a digest of its endpoint.
export const notificationChannels = ['email', 'whatsapp', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** A push row's subscription and whose it is (a gone one is forgotten on that account). */
export interface PushRecipient extends PushTarget {
  userId: string;
}

export interface ChannelTarget {
  channel: NotificationChannel;
  /** What makes the row's id one per destination: the channel, or push and its browser. */
  key: string;
  recipient: string;
  pushTo?: PushRecipient;
}

type Reachable = Pick<UserContext, 'email' | 'mobile' | 'notificationChannels' | 'pushSubscriptions'>;

const endpointDigest = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url').slice(0, 16);

export function chosenChannels(user: Reachable, userId: string): ChannelTarget[] {
  const chosen = channelsInForce(user);
  return [
    ...(chosen.email && user.email ? [{ channel: 'email' as const, key: 'email', recipient: user.email }] : []),
    ...(chosen.whatsapp && user.mobile ? [{ channel: 'whatsapp' as const, key: 'whatsapp', recipient: user.mobile }] : []),
    ...user.pushSubscriptions.map(({ endpoint, keys }) => ({
      channel: 'push' as const,
      key: `push-${endpointDigest(endpoint)}`,
      recipient: endpoint,
      pushTo: { userId, endpoint, keys },
    })),
  ];
}
