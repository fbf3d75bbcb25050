// The links to the business's WhatsApp (docs/decisions.md 20): a chat with support, and the new-request
// and subscription-request summaries of spec section 7 prefilled. No number set in the settings: no link at all.
export interface RequestSummary {
  clientName: string;
  email: string;
  mobile: string;
  userId: string;
  /** Null until the server has numbered the request: the request number says which one it is meanwhile. */
  orderNumber: number | null;
  requestNumber: string;
  services: string[];
  note: string;
  location: string;
  date: string;
  time: string;
  hasImage: boolean;
}

/** wa.me takes the international number in digits only, without '+' or spaces. */
export function supportChatLink(supportNumber: string | null): string | null {
  const digits = supportNumber?.replace(/\D/g, '') ?? '';
  return digits === '' ? null : `https://wa.me/${digits}`;
}

export function requestSummaryText(summary: RequestSummary): string {
  return [
    'New service request',
    `Client: ${summary.clientName}`,
    `Email: ${summary.email}`,
    `Mobile: ${summary.mobile}`,
    `User ID: ${summary.userId.slice(-4)}`,
    summary.orderNumber === null ? `Request number: ${summary.requestNumber}` : `Order number: ${summary.orderNumber}`,
    `Services: ${summary.services.join(', ')}`,
    `Note: ${summary.note}`,
    `Location: ${summary.location}`,
    `Date: ${summary.date}`,
    `Time: ${summary.time}`,
    `Image: ${summary.hasImage ? 'yes' : 'no'}`,
  ].join('\n');
}

export function requestSummaryLink(supportNumber: string | null, summary: RequestSummary): string | null {
  const chat = supportChatLink(supportNumber);
  return chat && `${chat}?text=${encodeURIComponent(requestSummaryText(summary))}`;
}

export interface SubscriptionSummary {
  plan: string;
  name: string;
  email: string;
  phone: string;
  userId: string;
}

export function subscriptionRequestText(summary: SubscriptionSummary): string {
  return [
    'New subscription request',
    `Plan: ${summary.plan}`,
    `Name: ${summary.name}`,
    `Email: ${summary.email}`,
    `Phone: ${summary.phone}`,
    `User ID: ${summary.userId}`,
  ].join('\n');
}

export function subscriptionRequestLink(supportNumber: string | null, summary: SubscriptionSummary): string | null {
  const chat = supportChatLink(supportNumber);
  return chat && `${chat}?text=${encodeURIComponent(subscriptionRequestText(summary))}`;
}
