// Paying by card, an accepted offer or a VIP plan: fill in the card, see at once a number, expiry or code
// the checks refuse, pay; the provider may first ask for a confirmation on its own page, from
// which the customer comes back here with the payment's id to have it confirmed. Or by STC Pay:
// a Saudi mobile, a code texted to it, the code typed here; our server passes it on and confirms.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { typedCardNumber, typedCvc, typedExpiry } from './domain/card-typing.ts';
import { cardBrand, cardDigits, cardProblem, type CardBrand, type CardEntry, type CardProblem } from './domain/payment-cards.ts';
import type { ConfirmedPayment } from './domain/confirmed-payment.ts';
import type { PlanId } from './domain/constants.ts';
import type { IsoDate } from './domain/riyadh-calendar.ts';
import { normaliseSaudiMobile, westernDigits } from './domain/phone-number.ts';

export type CardField = 'name' | 'number' | 'expiry' | 'cvc';
export const cardFields: readonly CardField[] = ['name', 'number', 'expiry', 'cvc'];

export type CheckoutProblem = 'required' | 'invalidExpiry' | CardProblem;

export type StcPayField = 'mobile' | 'code';
/** What the STC Pay fields' own checks refuse: the guard names' counterparts. */
export type StcPayProblem = 'required' | 'invalidMobile' | 'invalidCode';

/** STC Pay's one-time code: 6 digits, typed with Western or Arabic-Indic digits. */
const codeDigits = (typed: string) => westernDigits(typed).replace(/\D/g, '').slice(0, 6);

/** What the app's STC Pay steps take: the purchase, and the mobile or the code for the payment waiting for it. */
export interface StcPayCodeRequest {
  payable: Payable;
  mobile: string;
}
export interface StcPayCodeAnswer {
  payable: Payable;
  paymentId: string;
  code: string;
}

/** What is bought: a request's accepted offer, or a VIP plan for the signed-in customer. */
export type Payable = { kind: 'request'; requestId: string } | { kind: 'plan'; planId: PlanId };

export interface CheckoutInput {
  payable: Payable;
  /** Riyadh's date when the page opened: a card runs to the end of its expiry month. */
  today: IsoDate;
  /** The payment the customer comes back with from the provider's confirmation page. */
  returnedPaymentId: string | null;
  /** The browser has Apple Pay and a card in it (ApplePaySession.canMakePayments()). */
  applePayAvailable?: boolean;
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
  stcPay: {
    fields: Record<StcPayField, string>;
    problem: StcPayProblem | null;
    /** The STC Pay payment waiting for its code. */
    paymentId: string | null;
    /** Why STC Pay did not go through: the server's or provider's reason code, or 'networkError'. */
    refusal: string | null;
  };
}

export type CheckoutEvent =
  | { type: 'edit'; field: CardField; value: string }
  | { type: 'pay' }
  | { type: 'stcPay.edit'; field: StcPayField; value: string }
  | { type: 'stcPay.sendCode' }
  | { type: 'stcPay.submitCode' }
  | { type: 'stcPay.changeMobile' }
  | { type: 'applePay.pay' };

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
    sendStcPayCode: fromPromise<{ paymentId: string }, StcPayCodeRequest>(async () => {
      throw new Error('sendStcPayCode is provided by the app');
    }),
    payWithStcPayCode: fromPromise<ConfirmedPayment, StcPayCodeAnswer>(async () => {
      throw new Error('payWithStcPayCode is provided by the app');
    }),
    payWithApplePay: fromPromise<ConfirmedPayment, { payable: Payable }>(async () => {
      throw new Error('payWithApplePay is provided by the app');
    }),
  },
  guards: {
    cameBackFromConfirmation: ({ context }) => context.returnedPaymentId !== null,
    cardPassesChecks: ({ context }) => Object.keys(cardProblems(context)).length === 0,
    confirmationAsked: ({ event }) => 'confirmAt' in (event as unknown as { output: CardOutcome }).output,
    mobileIsSaudi: ({ context }) => normaliseSaudiMobile(context.stcPay.fields.mobile) !== null,
    applePayAvailable: ({ context }) => context.applePayAvailable === true,
    codeIsSixDigits: ({ context }) => /^\d{6}$/.test(context.stcPay.fields.code),
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
    editStcPay: assign(({ context, event }) => {
      if (event.type !== 'stcPay.edit') return {};
      const value = event.field === 'code' ? codeDigits(event.value) : event.value;
      return { stcPay: { ...context.stcPay, fields: { ...context.stcPay.fields, [event.field]: value }, problem: null } };
    }),
    showMobileProblem: assign(({ context }) => ({
      stcPay: { ...context.stcPay, problem: context.stcPay.fields.mobile.trim() === '' ? 'required' : 'invalidMobile', refusal: null } as const,
    })),
    showCodeProblem: assign(({ context }) => ({
      stcPay: { ...context.stcPay, problem: context.stcPay.fields.code === '' ? 'required' : 'invalidCode', refusal: null } as const,
    })),
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
    stcPay: { fields: { mobile: '', code: '' }, problem: null, paymentId: null, refusal: null },
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
        'stcPay.edit': { actions: 'editStcPay' },
        'stcPay.sendCode': [{ guard: 'mobileIsSaudi', target: 'sendingStcPayCode' }, { actions: 'showMobileProblem' }],
        'applePay.pay': { guard: 'applePayAvailable', target: 'payingWithApplePay' },
      },
    },
    payingWithApplePay: {
      entry: assign({ refusal: null }),
      invoke: {
        src: 'payWithApplePay',
        input: ({ context }) => ({ payable: context.payable }),
        onDone: { target: 'paid', actions: assign({ payment: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ refusal: ({ event }) => refusalCode(event.error) }) },
      },
    },
    sendingStcPayCode: {
      entry: assign(({ context }) => ({ stcPay: { ...context.stcPay, refusal: null } })),
      invoke: {
        src: 'sendStcPayCode',
        input: ({ context }) => ({ payable: context.payable, mobile: context.stcPay.fields.mobile }),
        onDone: {
          target: 'awaitingStcPayCode',
          actions: assign(({ context, event }) => ({ stcPay: { ...context.stcPay, paymentId: event.output.paymentId } })),
        },
        onError: { target: 'editing', actions: assign(({ context, event }) => ({ stcPay: { ...context.stcPay, refusal: refusalCode(event.error) } })) },
      },
    },
    awaitingStcPayCode: {
      on: {
        'stcPay.edit': { actions: 'editStcPay' },
        'stcPay.submitCode': [{ guard: 'codeIsSixDigits', target: 'payingWithStcPay' }, { actions: 'showCodeProblem' }],
        'stcPay.changeMobile': {
          target: 'editing',
          actions: assign(({ context }) => ({ stcPay: { ...context.stcPay, paymentId: null, fields: { ...context.stcPay.fields, code: '' } } })),
        },
      },
    },
    payingWithStcPay: {
      entry: assign(({ context }) => ({ stcPay: { ...context.stcPay, refusal: null } })),
      invoke: {
        src: 'payWithStcPayCode',
        input: ({ context }) => ({ payable: context.payable, paymentId: context.stcPay.paymentId!, code: context.stcPay.fields.code }),
        onDone: { target: 'paid', actions: assign({ payment: ({ event }) => event.output }) },
        // A refused code fails its payment: a new code is sent for a new one.
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            stcPay: { ...context.stcPay, refusal: refusalCode(event.error), paymentId: null, fields: { ...context.stcPay.fields, code: '' } },
          })),
        },
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
