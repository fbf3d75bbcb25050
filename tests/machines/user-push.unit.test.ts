import { describe, expect, it } from 'vitest';
import { maxPushSubscriptions } from '../../machines/domain/push-subscriptions.ts';
import { userPushSubscribed, type PushSubscriptionRecord } from '../../machines/domain/user-events.ts';
import { decide, replay } from '../../machines/stream-decision.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { anEvent } from './given-events.ts';

// The browsers a customer takes push notifications on (docs/notifications.md "Web push").
const registered = () => anEvent('user.registered', { fullName: 'Sara Q', email: 'sara@example.com' });
const keys = { p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', auth: 'BTBZMqHH6r4Tts7J_aSIgg' };
const endpoint = (n: number) => `https://fcm.googleapis.com/fcm/send/browser-${n}`;
const subscribed = (n: number, auth = keys.auth) => anEvent('user.pushSubscribed', { endpoint: endpoint(n), keys: { ...keys, auth } });

describe('push subscriptions on the account', () => {
  it('given a browser subscribed twice (new keys), when folded, then it is one record with the later keys', () => {
    const user = replay(userMachine, [registered(), subscribed(1), subscribed(2), subscribed(1, 'AAAAAAAAAAAAAAAAAAAAAA')]);
    const records = user.context.pushSubscriptions as PushSubscriptionRecord[];
    expect(records.map((each) => [each.endpoint, each.keys.auth])).toEqual([
      [endpoint(2), keys.auth],
      [endpoint(1), 'AAAAAAAAAAAAAAAAAAAAAA'],
    ]);
  });

  it('given a subscription, when it is unsubscribed, then it is forgotten, and unsubscribing it again is refused as knownPushSubscription', () => {
    const unsubscribed = anEvent('user.pushUnsubscribed', { endpoint: endpoint(1) });
    const user = replay(userMachine, [registered(), subscribed(1), unsubscribed]);
    expect(user.context.pushSubscriptions).toEqual([]);
    expect(decide(user, unsubscribed)).toEqual({ accepted: false, reason: 'knownPushSubscription' });
  });

  it(`given ${maxPushSubscriptions} browsers, when another subscribes, then withinPushSubscriptionLimit refuses it, though a known one may renew`, () => {
    const user = replay(userMachine, [registered(), ...Array.from({ length: maxPushSubscriptions }, (_, n) => subscribed(n))]);
    expect(decide(user, subscribed(99))).toEqual({ accepted: false, reason: 'withinPushSubscriptionLimit' });
    expect(decide(user, subscribed(3, 'AAAAAAAAAAAAAAAAAAAAAA')).accepted).toBe(true);
  });

  it('given keys of the wrong size or a non-web address, when parsed, then the schema refuses them', () => {
    expect(userPushSubscribed.safeParse({ endpoint: endpoint(1), keys: { ...keys, auth: 'short' } }).success).toBe(false);
    expect(userPushSubscribed.safeParse({ endpoint: 'file:///etc/passwd', keys }).success).toBe(false);
  });
});
