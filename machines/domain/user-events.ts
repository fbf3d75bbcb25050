import { z } from 'zod';
import { email, fullName, lineText, multilineText, saudiMobile } from './text-fields.ts';
import type { EventDefinition } from './event-catalog.ts';
import { bookingAddress, bookingCoordinates } from './request-events.ts';
import { privacyNoticeVersions } from './privacy-notice.ts';

// Events of a customer's `user-{userId}` stream. Credentials are never here (docs/design.md section 4).
export const userRegistered = z.strictObject({ fullName, email, mobile: saudiMobile });
/** Since a mobile OR an email is enough to register: the one not given is left out. */
export const userRegisteredWithEitherContact = z
  .strictObject({ fullName, email: email.optional(), mobile: saudiMobile.optional() })
  .refine((data) => data.email !== undefined || data.mobile !== undefined, 'mobileOrEmailRequired');
export const userCreatedByAdmin = z.strictObject({
  fullName,
  email,
  mobile: saudiMobile,
  note: multilineText({ max: 500 }).optional(),
});
export const userProfileUpdated = z
  .strictObject({
    fullName: fullName.optional(),
    email: email.optional(),
    mobile: saudiMobile.optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'nothing to update');
export const userLoggedIn = z.strictObject({});
export const userSuspended = z.strictObject({ reason: multilineText({ max: 500 }).optional() });
export const userReinstated = z.strictObject({});

/** The languages an account can be used in, English first. */
export const accountLanguages = ['en', 'ar'] as const;
export const userLanguageChosen = z.strictObject({ language: z.enum(accountLanguages) });
/** The channels the customer wants visit notifications on, besides the app itself. */
export const userNotificationChannelsChosen = z.strictObject({ email: z.boolean(), whatsapp: z.boolean() });
/** The customer has seen their in-app notifications up to this moment (the newest one's time, the server's clock). */
export const userNotificationsSeen = z.strictObject({ upTo: z.iso.datetime() });
/** The customer accepted this version of the privacy notice (at registration, or when it changed). */
export const userPrivacyNoticeAccepted = z.strictObject({ version: z.enum(privacyNoticeVersions) });
/** The server gave the signed-in customer everything it holds about them (PDPL right of access). */
export const dataExportFormats = ['json', 'html'] as const;
export const userDataExported = z.strictObject({ format: z.enum(dataExportFormats) });

/** The customer asked, with their password, for their account and personal data to be deleted (PDPL right to erasure). */
export const userDeletionRequested = z.strictObject({});
/** The server deleted the customer's key and account: their events' personal fields read as redacted from now on (docs/decisions.md 34). */
export const userErased = z.strictObject({});

/**
 * A browser's push subscription (the Push API's): the push service's address for it and the keys
 * messages are encrypted with. The server records it only for an https push service
 * (server/notifications/push-endpoints.ts); the schema also takes http for the tests' local fake.
 */
const pushEndpoint = lineText({ max: 1000 }).pipe(z.url({ protocol: /^https?$/ }));
const base64url = (length: number) => z.string().length(length).regex(/^[\w-]+$/);
export const pushSubscription = z.strictObject({ endpoint: pushEndpoint, keys: z.strictObject({ p256dh: base64url(87), auth: base64url(22) }) });
export const userPushSubscribed = pushSubscription;
/** The customer turned push off on that browser, or its push service said the subscription is gone. */
export const userPushUnsubscribed = z.strictObject({ endpoint: pushEndpoint });

/** A saved address: its text and pin are what a booking's address and pin take. */
export const addressName = lineText({ min: 1, max: 40 });
const addressId = z.uuid();
export const savedAddress = z.strictObject({
  addressId,
  name: addressName,
  text: bookingAddress,
  coordinates: bookingCoordinates,
});
export const userAddressSaved = savedAddress;
export const userAddressEdited = savedAddress;
export const userAddressRemoved = z.strictObject({ addressId });

export const userEventSchemas = {
  'user.registered': { stream: 'user', schemas: { 1: userRegistered, 2: userRegisteredWithEitherContact } },
  'user.createdByAdmin': { stream: 'user', schemas: { 1: userCreatedByAdmin } },
  'user.profileUpdated': { stream: 'user', schemas: { 1: userProfileUpdated } },
  'user.loggedIn': { stream: 'user', schemas: { 1: userLoggedIn } },
  'user.suspended': { stream: 'user', schemas: { 1: userSuspended } },
  'user.reinstated': { stream: 'user', schemas: { 1: userReinstated } },
  'user.languageChosen': { stream: 'user', schemas: { 1: userLanguageChosen } },
  'user.notificationChannelsChosen': { stream: 'user', schemas: { 1: userNotificationChannelsChosen } },
  'user.notificationsSeen': { stream: 'user', schemas: { 1: userNotificationsSeen } },
  'user.privacyNoticeAccepted': { stream: 'user', schemas: { 1: userPrivacyNoticeAccepted } },
  'user.dataExported': { stream: 'user', schemas: { 1: userDataExported } },
  'user.pushSubscribed': { stream: 'user', schemas: { 1: userPushSubscribed } },
  'user.pushUnsubscribed': { stream: 'user', schemas: { 1: userPushUnsubscribed } },
  'user.addressSaved': { stream: 'user', schemas: { 1: userAddressSaved } },
  'user.addressEdited': { stream: 'user', schemas: { 1: userAddressEdited } },
  'user.addressRemoved': { stream: 'user', schemas: { 1: userAddressRemoved } },
  'user.deletionRequested': { stream: 'user', schemas: { 1: userDeletionRequested } },
  'user.erased': { stream: 'user', schemas: { 1: userErased } },
} satisfies Record<string, EventDefinition>;

export type UserRegistered = z.infer<typeof userRegisteredWithEitherContact>;
export type UserCreatedByAdmin = z.infer<typeof userCreatedByAdmin>;
export type UserProfileUpdated = z.infer<typeof userProfileUpdated>;
export type UserSuspended = z.infer<typeof userSuspended>;
export type AccountLanguage = (typeof accountLanguages)[number];
export type UserLanguageChosen = z.infer<typeof userLanguageChosen>;
export type UserNotificationChannelsChosen = z.infer<typeof userNotificationChannelsChosen>;
export type UserNotificationsSeen = z.infer<typeof userNotificationsSeen>;
export type UserPrivacyNoticeAccepted = z.infer<typeof userPrivacyNoticeAccepted>;
export type DataExportFormat = (typeof dataExportFormats)[number];
export type UserDataExported = z.infer<typeof userDataExported>;
export type PushSubscriptionRecord = z.infer<typeof pushSubscription>;
export type UserPushUnsubscribed = z.infer<typeof userPushUnsubscribed>;
export type UserAddressSaved = z.infer<typeof userAddressSaved>;
export type UserAddressEdited = z.infer<typeof userAddressEdited>;
export type UserAddressRemoved = z.infer<typeof userAddressRemoved>;
