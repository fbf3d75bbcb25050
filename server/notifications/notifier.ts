// The notification port: how the server reaches a customer outside the app. Features compose
// the words (in the customer's language) and pick a channel; the adapters behind the port
// decide how it travels (SMTP, a text-message provider, or the console and a recorder when
// nothing is configured). See docs/notifications.md.
export type Language = 'en' | 'ar';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text: every mail client shows it, and no markup can be injected through a name. */
  text: string;
  language: Language;
}

export interface TextMessage {
  /** A Saudi mobile as stored: +9665XXXXXXXX. */
  to: string;
  text: string;
  language: Language;
}

export interface MailSender {
  send(message: EmailMessage): Promise<void>;
}

/** SMS or WhatsApp: which one is the provider's business, behind this port. */
export interface TextSender {
  send(message: TextMessage): Promise<void>;
}

export interface Notifier {
  email: MailSender;
  text: TextSender;
}

/** A browser's push subscription, as recorded on the customer's stream (user.pushSubscribed). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows: the request's page opens on a click. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on the site, e.g. /my-requests/{id}. */
  url: string;
  language: Language;
}

/** `gone`: the push service no longer knows the subscription (404, 410): it is forgotten. */
export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; problem: string };

export interface PushSender {
  send(subscription: PushTarget, message: PushMessage): Promise<PushOutcome>;
}
