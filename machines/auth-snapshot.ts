// What the screens and guards read of the sign-in flow's snapshot (a type-only link to the machine).
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine.ts';

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Whether the customer's guards may decide: the server has answered, or the device remembers them. */
export const customerKnown = (snapshot: AuthSnapshot) => !snapshot.matches({ customer: 'awaitingAnswer' });
/** Whether the server has said whether an admin is signed in (the admin's guards wait for it). */
export const adminKnown = (snapshot: AuthSnapshot) => !snapshot.matches({ admin: 'awaitingAnswer' });
/** Whether the customer's log may sync and their photos be sent: not before the server confirmed them. */
export const customerSyncs = (snapshot: AuthSnapshot) => snapshot.matches({ customer: { signedIn: 'syncing' } });
/** The signed-in customer, still shown while their logout is on its way. */
export const signedInUser = (snapshot: AuthSnapshot) => snapshot.context.user;
export const signedInAdmin = (snapshot: AuthSnapshot) => snapshot.context.admin;
export const formMode = (snapshot: AuthSnapshot): 'login' | 'register' =>
  snapshot.matches({ customer: { signedOut: 'register' } }) ? 'register' : 'login';
export const isSubmitting = (snapshot: AuthSnapshot) =>
  snapshot.matches({ customer: { signedOut: { login: 'submitting' } } }) ||
  snapshot.matches({ customer: { signedOut: { register: 'submitting' } } });
export const isAdminSubmitting = (snapshot: AuthSnapshot) =>
  snapshot.matches({ admin: { signedOut: 'submitting' } });
/** Whether the admin's sign-in form asks for the two-factor code. */
export const adminCodeAsked = (snapshot: AuthSnapshot) => snapshot.context.adminCodeAsked;
