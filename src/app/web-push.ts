// Push notifications on this browser (docs/notifications.md "Web push"): offered where the
// browser has the Push API and our service worker is in place, unless the customer has blocked
// notifications for the site. Turning on asks the browser's permission, subscribes with the
// server's public key and hands the subscription to the server, which records it on the
// customer's account; turning off ends it here and proposes user.pushUnsubscribed through the log.
import { userStream } from '../../machines/domain/streams.ts';
import { callApi } from '../eventlog/api-call.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';
import { caughtUp } from './log-caught-up.ts';
import { selectOwnProfile } from './log-readings.ts';

/** hidden: no Push API, no worker, or notifications blocked; otherwise this browser's endpoint when subscribed. */
export type PushPlace = { kind: 'hidden' } | { kind: 'offered'; endpoint: string | null };

export type PushTurned = { turned: true } | { turned: false; reason: string };

const send = globalThis.fetch.bind(globalThis);

/** Null where push cannot be offered; else once our worker is active (never in development, which has none). */
async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof PushManager === 'undefined' || typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (Notification.permission === 'denied') return null;
  return navigator.serviceWorker.ready;
}

export async function pushPlace(): Promise<PushPlace> {
  const registration = await pushRegistration();
  if (!registration) return { kind: 'hidden' };
  const subscription = await registration.pushManager.getSubscription();
  return { kind: 'offered', endpoint: subscription?.endpoint ?? null };
}

/** The endpoints the customer's account takes pushes at, as their log says. */
export const selectPushEndpoints = (log: EventLog): string[] => (selectOwnProfile(log)?.pushSubscriptions ?? []).map((each) => each.endpoint);

export async function turnPushOn(): Promise<PushTurned> {
  const registration = await pushRegistration();
  if (!registration) return { turned: false, reason: 'pushRefusedByBrowser' };
  const key = await callApi(send, '/api/push/public-key', { method: 'GET' });
  if (!('ok' in key)) return { turned: false, reason: key.kind === 'refused' ? key.code : 'networkError' };
  if ((await Notification.requestPermission()) !== 'granted') return { turned: false, reason: 'pushRefusedByBrowser' };
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: (key.ok as { publicKey: string }).publicKey });
  } catch {
    return { turned: false, reason: 'pushRefusedByBrowser' };
  }
  const { endpoint, keys } = subscription.toJSON();
  const recorded = await callApi(send, '/api/push/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth } }),
  });
  if ('ok' in recorded) return { turned: true };
  await subscription.unsubscribe().catch(() => false);
  return { turned: false, reason: recorded.kind === 'refused' ? recorded.code : 'networkError' };
}

export async function turnPushOff(log: EventLog, userId: string, endpoint: string): Promise<ProposeResult> {
  const registration = await pushRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe().catch(() => false);
  await caughtUp(log);
  return log.propose([{ stream: userStream(userId), type: 'user.pushUnsubscribed', data: { endpoint } }]);
}
