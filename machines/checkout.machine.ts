// Paying by card, an accepted offer or a VIP plan: fill in the card, see at once a number, expiry or code
// the checks refuse, pay; the provider may first ask for a confirmation on its own page, from
// which the customer comes back here with the payment's id to have it confirmed.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { typedCardNumber, typedCvc, typedExpiry } from './domain/card-typing.ts';
import { cardBrand, cardDigits, cardProblem, type CardBrand, type CardEntry, type CardProblem } from './domain/payment-cards.ts';
import type { ConfirmedPayment } from './domain/confirmed-payment.ts';
import type { PlanId } from './domain/constants.ts';
import type { IsoDate } from './domain/riyadh-calendar.ts';

export type CardField = 'name' | 'number' | 'expiry' | 'cvc';
export const cardFields: readonly CardField[] = ['name', 'number', 'expiry', 'cvc'];

export type CheckoutProblem = 'required' | 'invalidExpiry' | CardProblem;

/** What is bought: a request's accepted offer, or a VIP plan for the signed-in customer. */
export type Payable = { kind: 'request'; requestId: string } | { kind: 'plan'; planId: PlanId };

export interface CheckoutInput {
  payable: Payable;
  /** Riyadh's date when the page opened: a card runs to the end of its expiry month. */
  today: IsoDate;
  /** The payment the customer comes back with from the provider's confirmation page. */
  returnedPaymentId: string | null;
}

export interface CardPayment {
  payable: Payable;
  name: string;
  card: CardEntry;
}

/** What the app's `payByCard` answers: paid, or the provider's page to confirm on first. */
export type CardOutcome = { paid: ConfirmedPayment } | { confirmAt: string };

export interface CheckoutContext extends CheckoutInput {
  fields: Record<CardField, string>;
  problems: Partial<Record<CardField, CheckoutProblem>>;
  /** Why the last payment did not go through: the server's or provider's reason code, or 'networkError'. */
  refusal: string | null;
  confirmAt: string | null;
  payment: ConfirmedPayment | null;
}

export type CheckoutEvent = { type: 'edit'; field: CardField; value: string } | { type: 'pay' };

/** Each field as it shows while typed (the expiry as MM/YY however it was typed). */
const asTyped: Record<CardField, (typed: string) => string> = {
  name: (typed) => typed,
  number: typedCardNumber,
  expiry: typedExpiry,
  cvc: typedCvc,
};

const expiryPattern = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** The card as typed, or null when the expiry is not MM/YY. */
export function cardEntry(fields: Record<CardField, string>): CardEntry | null {
  const expiry = expiryPattern.exec(fields.expiry);
  if (!expiry) return null;
  return { number: fields.number, month: Number(expiry[1]), year: Number(expiry[2]), cvc: fields.cvc };
}

/** Each field's first problem, as the provider would refuse the card. */
export function cardProblems(context: Pick<CheckoutContext, 'fields' | 'today'>): CheckoutContext['problems'] {
  const problems: CheckoutContext['problems'] = {};
  for (const field of cardFields) if (context.fields[field].trim() === '') problems[field] = 'required';
  if (problems.expiry || problems.number || problems.cvc) return problems;
  const card = cardEntry(context.fields);
  if (!card) return { ...problems, expiry: 'invalidExpiry' };
  const problem = cardProblem(card, context.today);
  if (problem === 'invalidCardNumber') problems.number = problem;
  if (problem === 'cardExpired') problems.expiry = problem;
  if (problem === 'invalidCvc') problems.cvc = problem;
  return problems;
}

/** A card's first 6 digits (its BIN) name its scheme: none is shown before them, nor an unknown one. */
export function typedCardBrand(fields: Pick<Record<CardField, string>, 'number'>): Exclude<CardBrand, 'unknown'> | null {
  const digits = cardDigits(fields.number);
  const brand = digits.length >= 6 ? cardBrand(digits) : 'unknown';
  return brand === 'unknown' ? null : brand;
}

function refusalCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'networkError';
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    payByCard: fromPromise<CardOutcome, CardPayment>(async () => {
      throw new Error('payByCard is provided by the app');
    }),
    confirmReturnedPayment: fromPromise<ConfirmedPayment, { payable: Payable; paymentId: string }>(async () => {
      throw new Error('confirmReturnedPayment is provided by the app');
    }),
  },
  guards: {
    cameBackFromConfirmation: ({ context }) => context.returnedPaymentId !== null,
    cardPassesChecks: ({ context }) => Object.keys(cardProblems(context)).length === 0,
    confirmationAsked: ({ event }) => 'confirmAt' in (event as unknown as { output: CardOutcome }).output,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'edit') return {};
      const { [event.field]: _cleared, ...problems } = context.problems;
      return { fields: { ...context.fields, [event.field]: asTyped[event.field](event.value) }, problems };
    }),
    showCardProblems: assign({ problems: ({ context }) => cardProblems(context), refusal: null }),
    openConfirmation: () => {
      throw new Error('openConfirmation is provided by the app');
    },
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input,
    fields: { name: '', number: '', expiry: '', cvc: '' },
    problems: {},
    refusal: null,
    confirmAt: null,
    payment: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'cameBackFromConfirmation', target: 'confirming' }, { target: 'editing' }],
    },
    editing: {
      on: {
        edit: { actions: 'edit' },
        pay: [{ guard: 'cardPassesChecks', target: 'paying' }, { actions: 'showCardProblems' }],
      },
    },
    paying: {
      entry: assign({ refusal: null }),
      invoke: {
        src: 'payByCard',
        input: ({ context }) => ({ payable: context.payable, name: context.fields.name.trim(), card: cardEntry(context.fields)! }),
        onDone: [
          {
            guard: 'confirmationAsked',
            target: 'confirmingElsewhere',
            actions: assign({ confirmAt: ({ event }) => (event.output as { confirmAt: string }).confirmAt }),
          },
          { target: 'paid', actions: assign({ payment: ({ event }) => (event.output as { paid: ConfirmedPayment }).paid }) },
        ],
        onError: { target: 'editing', actions: assign({ refusal: ({ event }) => refusalCode(event.error) }) },
      },
    },
    confirmingElsewhere: { entry: 'openConfirmation' },
    confirming: {
      invoke: {
        src: 'confirmReturnedPayment',
        input: ({ context }) => ({ payable: context.payable, paymentId: context.returnedPaymentId! }),
        onDone: { target: 'paid', actions: assign({ payment: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ refusal: ({ event }) => refusalCode(event.error), returnedPaymentId: null }),
        },
      },
    },
    paid: { type: 'final' },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
