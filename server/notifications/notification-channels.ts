import { channelsInForce, type UserContext } from '../../machines/user.machine.ts';

// The channels a customer is told on outside the app, and where each reaches them. Until they
// choose (user.notificationChannelsChosen), each channel is on when the account has its address
// (`channelsInForce`, which the settings page shows too).
export const notificationChannels = ['email', 'whatsapp'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export function chosenChannels(user: Pick<UserContext, 'email' | 'mobile' | 'notificationChannels'>): { channel: NotificationChannel; recipient: string }[] {
  const chosen = channelsInForce(user);
  return [
    ...(chosen.email && user.email ? [{ channel: 'email' as const, recipient: user.email }] : []),
    ...(chosen.whatsapp && user.mobile ? [{ channel: 'whatsapp' as const, recipient: user.mobile }] : []),
  ];
}
