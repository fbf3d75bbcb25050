// A customer's account over its life: registered by the customer, or created by an admin
// grant and later claimed by the customer; profile edits; suspended and reinstated.
import { assign, setup } from 'xstate';
import type { MachineEvent } from './domain/envelope.ts';
import type {
  UserCreatedByAdmin,
  UserProfileUpdated,
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
}

export type UserEvent =
  | MachineEvent<'user.registered', UserRegistered>
  | MachineEvent<'user.createdByAdmin', UserCreatedByAdmin>
  | MachineEvent<'user.profileUpdated', UserProfileUpdated>
  | MachineEvent<'user.loggedIn', Record<string, never>>
  | MachineEvent<'user.suspended', UserSuspended>
  | MachineEvent<'user.reinstated', Record<string, never>>;

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
};

export const userMachine = setup({
  types: { context: {} as UserContext, events: {} as UserEvent },
  guards: {
    neverClaimed: ({ context }) => context.createdByAdmin && !context.claimed,
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
      },
    },
    active: {
      on: {
        'user.profileUpdated': { actions: 'applyProfileChange' },
        'user.loggedIn': { actions: 'recordLastSeen' },
        'user.suspended': { target: 'suspended', actions: 'recordSuspension' },
      },
    },
    suspended: {
      on: {
        'user.reinstated': [
          { guard: 'neverClaimed', target: 'unclaimed', actions: 'clearSuspension' },
          { target: 'active', actions: 'clearSuspension' },
        ],
        'user.profileUpdated': { actions: 'applyProfileChange' },
      },
    },
  },
});
