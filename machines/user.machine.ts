// A customer's account over its life: registered by the customer, or created by an admin
// grant and later claimed by the customer; profile edits; suspended and reinstated. While
// active the customer also keeps the language they chose, the channels they want to be
// notified on, how far they have seen their in-app notifications, their saved addresses, the
// privacy notice they accepted, when they downloaded their data (docs/decisions.md 32) and the
// browsers that take push notifications. An active customer may have their account deleted
// (docs/decisions.md 34): the request and the erasure the server carries out at once. A
// suspended or never-claimed account may be erased too: only a restore reaches it (a backup
// older than the deletion, taken while the account was so), and the right to erasure does
// not wait for an account to be active.
import { and, assign, setup } from 'xstate';
import type { MachineEvent } from './domain/envelope.ts';
import {
  addressIdUnique,
  insideRiyadh,
  knownAddress,
  withinAddressLimit,
  type SavedAddress,
} from './domain/saved-addresses.ts';
import { erasedCustomerName } from './domain/personal-fields.ts';
import { notOlderNotice } from './domain/privacy-notice.ts';
import { knownPushSubscription, withinPushSubscriptionLimit } from './domain/push-subscriptions.ts';
import type {
  AccountLanguage,
  UserAddressEdited,
  UserAddressRemoved,
  UserAddressSaved,
  UserCreatedByAdmin,
  UserDataExported,
  UserLanguageChosen,
  UserNotificationChannelsChosen,
  UserNotificationsSeen,
  UserPrivacyNoticeAccepted,
  UserProfileUpdated,
  PushSubscriptionRecord,
  UserPushUnsubscribed,
  UserRegistered,
  UserSuspended,
} from './domain/user-events.ts';

export interface UserContext {
  fullName: string;
  /** '' when the customer registered with their mobile only. */
  email: string;
  /** '' when the customer registered with their email only. */
  mobile: string;
  createdAt: string | null;
  createdByAdmin: boolean;
  claimed: boolean;
  lastSeen: string | null;
  adminNote: string | null;
  suspensionReason: string | null;
  /** The language last chosen while signed in (or at registration); null before any choice. */
  language: AccountLanguage | null;
  /** The channels chosen for notifications; null before any choice (each on where the account has its address). */
  notificationChannels: UserNotificationChannelsChosen | null;
  /** The in-app notifications up to this moment are seen (on any device); null before any was opened. */
  notificationsSeenUpTo: string | null;
  addresses: SavedAddress[];
  /** The version of the privacy notice last accepted; null for accounts made before there was one. */
  privacyNoticeVersion: string | null;
  /** When the customer downloaded their data, oldest first (their access requests). */
  dataExports: string[];
  /** The browsers push notifications go to, by their push service's endpoint. */
  pushSubscriptions: PushSubscriptionRecord[];
  /** When the customer asked for their account to be deleted (their deletion request), and when it was. */
  deletionRequestedAt: string | null;
  erasedAt: string | null;
}

export type UserEvent =
  | MachineEvent<'user.registered', UserRegistered>
  | MachineEvent<'user.createdByAdmin', UserCreatedByAdmin>
  | MachineEvent<'user.profileUpdated', UserProfileUpdated>
  | MachineEvent<'user.loggedIn', Record<string, never>>
  | MachineEvent<'user.suspended', UserSuspended>
  | MachineEvent<'user.reinstated', Record<string, never>>
  | MachineEvent<'user.languageChosen', UserLanguageChosen>
  | MachineEvent<'user.notificationChannelsChosen', UserNotificationChannelsChosen>
  | MachineEvent<'user.notificationsSeen', UserNotificationsSeen>
  | MachineEvent<'user.privacyNoticeAccepted', UserPrivacyNoticeAccepted>
  | MachineEvent<'user.dataExported', UserDataExported>
  | MachineEvent<'user.pushSubscribed', PushSubscriptionRecord>
  | MachineEvent<'user.pushUnsubscribed', UserPushUnsubscribed>
  | MachineEvent<'user.addressSaved', UserAddressSaved>
  | MachineEvent<'user.addressEdited', UserAddressEdited>
  | MachineEvent<'user.addressRemoved', UserAddressRemoved>
  | MachineEvent<'user.deletionRequested', Record<string, never>>
  | MachineEvent<'user.erased', Record<string, never>>;

type AddressEvent = Extract<UserEvent, { type: 'user.addressSaved' | 'user.addressEdited' | 'user.addressRemoved' }>;
const addressOf = (event: UserEvent) => (event as AddressEvent).data;

const emptyUser: UserContext = {
  fullName: '',
  email: '',
  mobile: '',
  createdAt: null,
  createdByAdmin: false,
  claimed: false,
  lastSeen: null,
  adminNote: null,
  suspensionReason: null,
  language: null,
  notificationChannels: null,
  notificationsSeenUpTo: null,
  addresses: [],
  privacyNoticeVersion: null,
  dataExports: [],
  pushSubscriptions: [],
  deletionRequestedAt: null,
  erasedAt: null,
};
const pushEndpointOf = (event: UserEvent) => (event as Extract<UserEvent, { type: 'user.pushSubscribed' | 'user.pushUnsubscribed' }>).data.endpoint;

export const userMachine = setup({
  types: { context: {} as UserContext, events: {} as UserEvent },
  guards: {
    neverClaimed: ({ context }) => context.createdByAdmin && !context.claimed,
    withinAddressLimit: ({ context }) => withinAddressLimit(context.addresses),
    addressIdUnique: ({ context, event }) => addressIdUnique(context.addresses, addressOf(event).addressId),
    knownAddress: ({ context, event }) => knownAddress(context.addresses, addressOf(event).addressId),
    privacyNoticeNotOlder: ({ context, event }) =>
      notOlderNotice(context.privacyNoticeVersion, (event as Extract<UserEvent, { type: 'user.privacyNoticeAccepted' }>).data.version),
    withinPushSubscriptionLimit: ({ context, event }) => withinPushSubscriptionLimit(context.pushSubscriptions, pushEndpointOf(event)),
    knownPushSubscription: ({ context, event }) => knownPushSubscription(context.pushSubscriptions, pushEndpointOf(event)),
    insideRiyadh: ({ event }) => insideRiyadh((event as Extract<UserEvent, { type: 'user.addressSaved' }>).data.coordinates),
  },
  actions: {
    recordRegistration: assign(({ event }) => {
      const { data, at } = event as Extract<UserEvent, { type: 'user.registered' }>;
      return { fullName: data.fullName, email: data.email ?? '', mobile: data.mobile ?? '', createdAt: at };
    }),
    recordClaim: assign(({ event }) => {
      const { data } = event as Extract<UserEvent, { type: 'user.registered' }>;
      return { fullName: data.fullName, email: data.email ?? '', mobile: data.mobile ?? '', claimed: true };
    }),
    recordCreationByAdmin: assign(({ event }) => {
      const { data, at } = event as Extract<UserEvent, { type: 'user.createdByAdmin' }>;
      return {
        fullName: data.fullName,
        email: data.email,
        mobile: data.mobile,
        createdAt: at,
        createdByAdmin: true,
        adminNote: data.note ?? null,
      };
    }),
    applyProfileChange: assign(({ event }) => {
      const { data } = event as Extract<UserEvent, { type: 'user.profileUpdated' }>;
      return { ...data };
    }),
    recordLastSeen: assign({ lastSeen: ({ event }) => event.at }),
    recordSuspension: assign(({ event }) => {
      const { data } = event as Extract<UserEvent, { type: 'user.suspended' }>;
      return { suspensionReason: data.reason ?? null };
    }),
    clearSuspension: assign({ suspensionReason: null }),
    recordLanguage: assign({
      language: ({ event }) => (event as Extract<UserEvent, { type: 'user.languageChosen' }>).data.language,
    }),
    recordNotificationChannels: assign({
      notificationChannels: ({ event }) => ({ ...(event as Extract<UserEvent, { type: 'user.notificationChannelsChosen' }>).data }),
    }),
    // Two devices may mark their lists seen out of order: the later moment stands.
    recordNotificationsSeen: assign({
      notificationsSeenUpTo: ({ context, event }) => {
        const { upTo } = (event as Extract<UserEvent, { type: 'user.notificationsSeen' }>).data;
        return context.notificationsSeenUpTo && Date.parse(context.notificationsSeenUpTo) >= Date.parse(upTo) ? context.notificationsSeenUpTo : upTo;
      },
    }),
    recordPrivacyNotice: assign({
      privacyNoticeVersion: ({ event }) => (event as Extract<UserEvent, { type: 'user.privacyNoticeAccepted' }>).data.version,
    }),
    recordDataExport: assign({ dataExports: ({ context, event }) => [...context.dataExports, event.at] }),
    // The same browser subscribing again (new keys) replaces its record.
    recordPushSubscription: assign({
      pushSubscriptions: ({ context, event }) => {
        const { data } = event as Extract<UserEvent, { type: 'user.pushSubscribed' }>;
        return [...context.pushSubscriptions.filter((each) => each.endpoint !== data.endpoint), data];
      },
    }),
    forgetPushSubscription: assign({
      pushSubscriptions: ({ context, event }) => context.pushSubscriptions.filter((each) => each.endpoint !== pushEndpointOf(event)),
    }),
    recordDeletionRequest: assign({ deletionRequestedAt: ({ event }) => event.at }),
    // What the customer's events said of them is unreadable from now on; the account keeps no trace of it either.
    forgetCustomer: assign(({ context, event }) => ({
      ...emptyUser,
      fullName: erasedCustomerName,
      createdAt: context.createdAt,
      dataExports: context.dataExports,
      deletionRequestedAt: context.deletionRequestedAt,
      erasedAt: event.at,
    })),
    addAddress: assign({
      addresses: ({ context, event }) => [...context.addresses, addressOf(event) as SavedAddress],
    }),
    replaceAddress: assign({
      addresses: ({ context, event }) => {
        const edited = addressOf(event) as SavedAddress;
        return context.addresses.map((address) => (address.addressId === edited.addressId ? edited : address));
      },
    }),
    removeAddress: assign({
      addresses: ({ context, event }) =>
        context.addresses.filter((address) => address.addressId !== addressOf(event).addressId),
    }),
  },
}).createMachine({
  id: 'user',
  context: emptyUser,
  initial: 'unknown',
  states: {
    unknown: {
      on: {
        'user.registered': { target: 'active', actions: 'recordRegistration' },
        'user.createdByAdmin': { target: 'unclaimed', actions: 'recordCreationByAdmin' },
      },
    },
    unclaimed: {
      on: {
        'user.registered': { target: 'active', actions: 'recordClaim' },
        'user.profileUpdated': { actions: 'applyProfileChange' },
        'user.suspended': { target: 'suspended', actions: 'recordSuspension' },
        'user.deletionRequested': { target: 'deletionRequested', actions: 'recordDeletionRequest' },
      },
    },
    active: {
      on: {
        'user.profileUpdated': { actions: 'applyProfileChange' },
        'user.loggedIn': { actions: 'recordLastSeen' },
        'user.suspended': { target: 'suspended', actions: 'recordSuspension' },
        'user.languageChosen': { actions: 'recordLanguage' },
        'user.notificationChannelsChosen': { actions: 'recordNotificationChannels' },
        'user.notificationsSeen': { actions: 'recordNotificationsSeen' },
        'user.privacyNoticeAccepted': { guard: 'privacyNoticeNotOlder', actions: 'recordPrivacyNotice' },
        'user.dataExported': { actions: 'recordDataExport' },
        'user.pushSubscribed': { guard: 'withinPushSubscriptionLimit', actions: 'recordPushSubscription' },
        'user.pushUnsubscribed': { guard: 'knownPushSubscription', actions: 'forgetPushSubscription' },
        'user.addressSaved': {
          guard: and(['addressIdUnique', 'withinAddressLimit', 'insideRiyadh']),
          actions: 'addAddress',
        },
        'user.addressEdited': { guard: and(['knownAddress', 'insideRiyadh']), actions: 'replaceAddress' },
        'user.addressRemoved': { guard: 'knownAddress', actions: 'removeAddress' },
        'user.deletionRequested': { target: 'deletionRequested', actions: 'recordDeletionRequest' },
      },
    },
    deletionRequested: {
      on: {
        'user.erased': { target: 'erased', actions: 'forgetCustomer' },
      },
    },
    erased: {},
    suspended: {
      on: {
        'user.reinstated': [
          { guard: 'neverClaimed', target: 'unclaimed', actions: 'clearSuspension' },
          { target: 'active', actions: 'clearSuspension' },
        ],
        'user.profileUpdated': { actions: 'applyProfileChange' },
        'user.deletionRequested': { target: 'deletionRequested', actions: 'recordDeletionRequest' },
      },
    },
  },
});

export const isErased = (snapshot: { matches(state: 'erased'): boolean }) => snapshot.matches('erased');

/** The channels a customer is told on besides the app: their choice, or until they choose, each one the account has an address for. */
export const channelsInForce = (user: Pick<UserContext, 'email' | 'mobile' | 'notificationChannels'>): UserNotificationChannelsChosen =>
  user.notificationChannels ?? { email: user.email !== '', whatsapp: user.mobile !== '' };
