import type { TextMessage, TextSender } from './notifier.ts';

// Text messages by WhatsApp through Meta's Cloud API: POST {apiUrl}/{phoneNumberId}/messages
// with the business's access token, a plain text body. Meta delivers free text only within 24
// hours of the customer's last message to the business; outside that window it needs a template
// approved in the WhatsApp Manager (docs/notifications.md). A refusal is thrown, so the outbox
// tries again later and logs why.
export interface WhatsAppCloudConfig {
  /** https://graph.facebook.com/v23.0 by default; a local fake in tests. */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

export const defaultWhatsAppApiUrl = 'https://graph.facebook.com/v23.0';

export function whatsAppCloudSender(config: WhatsAppCloudConfig, fetchFn: typeof fetch = fetch): TextSender {
  return {
    async send(message: TextMessage) {
      const response = await fetchFn(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // The API takes the number with its country code and no '+'.
          to: message.to.replace(/^\+/, ''),
          type: 'text',
          text: { preview_url: true, body: message.text },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`WhatsApp Cloud API answered ${response.status}: ${detail.slice(0, 300)}`);
      }
    },
  };
}

export function whatsAppFromEnv(env: NodeJS.ProcessEnv): WhatsAppCloudConfig | null {
  if (!env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_ACCESS_TOKEN) return null;
  return {
    apiUrl: (env.WHATSAPP_API_URL || defaultWhatsAppApiUrl).replace(/\/$/, ''),
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
  };
}
