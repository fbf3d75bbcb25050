// The admin's grant screen (spec section 2): sync the user list (a spinner for at least half
// a second, then 'Sync Complete!'), fill in the customer and the plan, grant. Full name, email
// and phone are required ('Missing Information', nothing granted); the user id takes digits
// only, at most 5 (ids widen from 4 digits to 5 past 9,000 customers, docs/decisions.md 4).
// The form clears after a grant. Opened for one customer, the form takes their name, email and
// mobile once, as soon as the admin's log knows them, in the fields the admin left blank.
// Finding the customer (id, then email, then mobile, else a new account) is the server's: it
// allocates new ids and does it in one append.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PlanId } from './domain/constants.ts';

export type GrantField = 'userId' | 'fullName' | 'email' | 'mobile' | 'note';

export interface GrantForm {
  userId: string;
  fullName: string;
  email: string;
  mobile: string;
  plan: PlanId;
  note: string;
}

/** The customer the screen was opened for, as the admin's log knows them. */
export type KnownCustomer = Pick<GrantForm, 'fullName' | 'email' | 'mobile'>;

export interface GrantResult {
  userId: string;
  created: boolean;
}

export interface GrantContext {
  form: GrantForm;
  /** The server's reason the last grant was refused, or 'networkError'. */
  refusal: string | null;
  granted: GrantResult | null;
  /** Whether the customer the screen was opened for has filled the form already. */
  customerFilledIn: boolean;
}

export type GrantEvent =
  | { type: 'edit'; field: GrantField; value: string }
  | { type: 'choosePlan'; plan: PlanId }
  | { type: 'customerKnown'; customer: KnownCustomer }
  | { type: 'sync' }
  | { type: 'grant' };

export const emptyGrantForm = (userId = ''): GrantForm => ({ userId, fullName: '', email: '', mobile: '', plan: 'vip', note: '' });

/** A user id as typed: digits only, at most 5, as many as the server's user ids have. */
export const typedUserId = (value: string): string =>
  value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\D/g, '')
    .slice(0, 5);

const refusalCode = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'networkError';
};

export const grantMachine = setup({
  types: { context: {} as GrantContext, events: {} as GrantEvent, input: {} as { form: GrantForm } },
  actors: {
    refreshUsers: fromPromise<void>(async () => {
      throw new Error('refreshUsers is provided by the app');
    }),
    grantSubscription: fromPromise<GrantResult, GrantForm>(async () => {
      throw new Error('grantSubscription is provided by the app');
    }),
  },
  guards: {
    customerNotFilledIn: ({ context }) => !context.customerFilledIn,
    requiredFieldsFilled: ({ context }) =>
      [context.form.fullName, context.form.email, context.form.mobile].every((value) => value.trim() !== ''),
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'edit') return {};
      const value = event.field === 'userId' ? typedUserId(event.value) : event.value;
      return { form: { ...context.form, [event.field]: value } };
    }),
    choosePlan: assign(({ context, event }) => (event.type === 'choosePlan' ? { form: { ...context.form, plan: event.plan } } : {})),
    fillBlanksFromCustomer: assign(({ context, event }) => {
      assertEvent(event, 'customerKnown');
      const { form } = context;
      const blankOr = (typed: string, known: string) => (typed.trim() === '' ? known : typed);
      return {
        customerFilledIn: true,
        form: {
          ...form,
          fullName: blankOr(form.fullName, event.customer.fullName),
          email: blankOr(form.email, event.customer.email),
          mobile: blankOr(form.mobile, event.customer.mobile),
        },
      };
    }),
    warnMissingInformation: () => {
      throw new Error('warnMissingInformation is provided by the app');
    },
    announceSynced: () => {
      throw new Error('announceSynced is provided by the app');
    },
    announceGranted: () => {
      throw new Error('announceGranted is provided by the app');
    },
  },
}).createMachine({
  id: 'grant',
  context: ({ input }) => ({ form: input.form, refusal: null, granted: null, customerFilledIn: false }),
  initial: 'editing',
  on: {
    customerKnown: { guard: 'customerNotFilledIn', actions: 'fillBlanksFromCustomer' },
  },
  states: {
    editing: {
      on: {
        edit: { actions: 'edit' },
        choosePlan: { actions: 'choosePlan' },
        sync: 'syncing',
        grant: [
          { guard: 'requiredFieldsFilled', target: 'granting' },
          { actions: 'warnMissingInformation' },
        ],
      },
    },
    syncing: {
      invoke: {
        id: 'refreshUsers',
        src: 'refreshUsers',
        // The server answered: 'could not reach the server' no longer holds; a grant's own refusal still does.
        onDone: { target: 'editing', actions: [assign({ refusal: ({ context }) => (context.refusal === 'networkError' ? null : context.refusal) }), 'announceSynced'] },
        onError: { target: 'editing', actions: assign({ refusal: 'networkError' }) },
      },
    },
    granting: {
      entry: assign({ refusal: null }),
      invoke: {
        id: 'grantSubscription',
        src: 'grantSubscription',
        input: ({ context }) => context.form,
        onDone: {
          target: 'editing',
          actions: [assign({ granted: ({ event }) => event.output, form: () => emptyGrantForm() }), 'announceGranted'],
        },
        onError: { target: 'editing', actions: assign({ refusal: ({ event }) => refusalCode(event.error) }) },
      },
    },
  },
});

export type GrantSnapshot = SnapshotFrom<typeof grantMachine>;
