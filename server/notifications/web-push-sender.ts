import type { PushMessage, PushOutcome, PushSender, PushTarget } from './notifier.ts';
import { pushEndpointAllowed, type WebPushConfig } from './push-endpoints.ts';
import { vapidAuthorization, type VapidKeys } from './vapid.ts';
import { encryptPushPayload } from './web-push-encryption.ts';

// Web push of our own (RFC 8030): POST the message, encrypted for the browser, to its push
// service, signed with the server's VAPID key. The push service keeps it up to a day for a
// browser that is away. 201 is taken; 404 and 410 say the subscription is gone; anything else
// (or no answer) failed and is tried again by the outbox.
export interface WebPushDeps {
  keys: VapidKeys;
  config: WebPushConfig;
  now: () => Date;
  fetchFn?: typeof fetch;
}

const keptForSeconds = 24 * 60 * 60;

export function webPushSender({ keys, config, now, fetchFn = fetch }: WebPushDeps): PushSender {
  return {
    async send(subscription: PushTarget, message: PushMessage): Promise<PushOutcome> {
      if (!pushEndpointAllowed(subscription.endpoint, config)) return { status: 'failed', problem: 'push service address not allowed' };
      const { title, body, url, language } = message;
      const payload = Buffer.from(JSON.stringify({ title, body, url, lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' }));
      let response: Response;
      try {
        response = await fetchFn(subscription.endpoint, {
          method: 'POST',
          headers: {
            authorization: vapidAuthorization(subscription.endpoint, keys, config.contact, now()),
            'content-encoding': 'aes128gcm',
            'content-type': 'application/octet-stream',
            ttl: String(keptForSeconds),
            urgency: 'normal',
          },
          body: new Uint8Array(encryptPushPayload(payload, subscription.keys)),
          redirect: 'error',
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return { status: 'failed', problem: `${(error as Error).name}: ${(error as Error).message}` };
      }
      if (response.status === 404 || response.status === 410) return { status: 'gone' };
      if (response.ok) return { status: 'sent' };
      const detail = await response.text().catch(() => '');
      return { status: 'failed', problem: `push service answered ${response.status}: ${detail.slice(0, 300)}` };
    },
  };
}
