// The test provider's confirmation step (where a bank would ask for a one-time code): the
// customer approves or fails the payment once; the answer goes to the provider, which sends
// them back to the checkout. When it cannot be sent, they may answer again.
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface VerificationAnswer {
  paymentId: string;
  approved: boolean;
}

export interface PaymentVerificationContext {
  paymentId: string;
  approved: boolean;
}

export type PaymentVerificationEvent = { type: 'approve' } | { type: 'fail' };

const paymentVerification = setup({
  types: {
    context: {} as PaymentVerificationContext,
    events: {} as PaymentVerificationEvent,
    input: {} as { paymentId: string },
  },
  actors: {
    // Sends the answer and leaves the page for the checkout: it resolves only when the browser is on its way.
    answerConfirmation: fromPromise<void, VerificationAnswer>(async () => {
      throw new Error('answerConfirmation is provided by the app');
    }),
  },
  actions: {
    rememberAnswer: assign(({ event }) => {
      assertEvent(event, ['approve', 'fail']);
      return { approved: event.type === 'approve' };
    }),
  },
});

const answering = {
  approve: { target: 'sending', actions: 'rememberAnswer' },
  fail: { target: 'sending', actions: 'rememberAnswer' },
} as const;

export const paymentVerificationMachine = paymentVerification.createMachine({
  id: 'paymentVerification',
  context: ({ input }) => ({ paymentId: input.paymentId, approved: false }),
  initial: 'asking',
  states: {
    asking: { on: answering },
    sending: {
      invoke: {
        src: 'answerConfirmation',
        input: ({ context }) => ({ paymentId: context.paymentId, approved: context.approved }),
        onDone: 'answered',
        onError: 'notSent',
      },
    },
    notSent: { on: answering },
    answered: { type: 'final' },
  },
});

export type PaymentVerificationSnapshot = SnapshotFrom<typeof paymentVerificationMachine>;
