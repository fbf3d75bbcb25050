// The payload fields that are a customer's personal data, per event type of the streams a
// customer owns (user, subscription, their requests and chats): the server keeps them encrypted
// with that customer's key, and once the key is deleted they read as the redacted values below,
// everywhere (docs/decisions.md 34). The browser redacts its own copy of the log by the same list.
// Ids, prices, dates, stars, services and payment references are not here: they name no one.
export const personalFields: Readonly<Record<string, readonly string[]>> = {
  'user.registered': ['fullName', 'email', 'mobile'],
  'user.createdByAdmin': ['fullName', 'email', 'mobile', 'note'],
  'user.profileUpdated': ['fullName', 'email', 'mobile'],
  'user.suspended': ['reason'],
  'user.pushSubscribed': ['endpoint', 'keys'],
  'user.pushUnsubscribed': ['endpoint'],
  'user.addressSaved': ['name', 'text', 'coordinates'],
  'user.addressEdited': ['name', 'text', 'coordinates'],
  'request.submitted': ['note', 'address', 'coordinates', 'phone', 'photoId'],
  'request.offerMade': ['adminNote'],
  'request.declined': ['adminNote'],
  'request.completed': ['note'],
  'request.reviewed': ['comment'],
  'request.reviewEdited': ['comment'],
  'request.photoAttached': ['photoId'],
  'subscription.granted': ['note'],
  'chat.greeted': ['customerName'],
  'chat.messageSent': ['text'],
};

/** What a customer's name reads as once their key is deleted; each view shows it in the reader's language. */
export const erasedCustomerName = 'Deleted customer';

/** What each personal field reads as once its customer's key is deleted: the same shape, holding nothing of them. */
const redactedValues: Readonly<Record<string, unknown>> = {
  fullName: erasedCustomerName,
  customerName: erasedCustomerName,
  coordinates: null,
  photoId: null,
  keys: { p256dh: '', auth: '' },
};

export function personalFieldsOf(type: string): readonly string[] {
  return Object.hasOwn(personalFields, type) ? personalFields[type]! : [];
}

export function redactedValue(field: string): unknown {
  return Object.hasOwn(redactedValues, field) ? redactedValues[field] : '';
}

/** The payload with each of these personal fields (those it holds) replaced by its redacted value. */
export function redactedFields(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const redacted = { ...data };
  for (const field of fields) redacted[field] = redactedValue(field);
  return redacted;
}

/** The event's payload with its personal fields redacted (for a copy of the log held outside the server). */
export function redactedPayload(type: string, data: unknown): unknown {
  const fields = personalFieldsOf(type);
  if (fields.length === 0 || typeof data !== 'object' || data === null) return data;
  return redactedFields(data as Record<string, unknown>, fields.filter((field) => Object.hasOwn(data, field)));
}
