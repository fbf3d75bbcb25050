import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paymentVerificationMachine, type VerificationAnswer } from '../../machines/payment-verification.machine.ts';

// The provider's confirmation step: one answer sent, or sent again when it could not be.
function verification(options: { reachable?: () => boolean } = {}) {
  const sent: VerificationAnswer[] = [];
  const machine = paymentVerificationMachine.provide({
    actors: {
      answerConfirmation: fromPromise<void, VerificationAnswer>(async ({ input }) => {
        sent.push(input);
        if (options.reachable && !options.reachable()) throw new Error('offline');
      }),
    },
  });
  const actor = createActor(machine, { input: { paymentId: 'pay_1' } }).start();
  return { actor, sent };
}

describe('answering the confirmation', () => {
  it('sends an approval for the payment and ends answered', async () => {
    const { actor, sent } = verification();
    actor.send({ type: 'approve' });
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));
    expect(sent).toEqual([{ paymentId: 'pay_1', approved: true }]);
  });

  it('sends a failure as not approved', async () => {
    const { actor, sent } = verification();
    actor.send({ type: 'fail' });
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));
    expect(sent).toEqual([{ paymentId: 'pay_1', approved: false }]);
  });

  it('takes one answer: a second click while the first is on its way sends nothing', async () => {
    const { actor, sent } = verification();
    actor.send({ type: 'approve' });
    expect(actor.getSnapshot().can({ type: 'fail' })).toBe(false);
    actor.send({ type: 'fail' });
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));
    expect(sent).toEqual([{ paymentId: 'pay_1', approved: true }]);
  });
});

describe('an answer that could not be sent', () => {
  it('says so and may be given again', async () => {
    let reachable = false;
    const { actor, sent } = verification({ reachable: () => reachable });
    actor.send({ type: 'approve' });
    await waitFor(actor, (snapshot) => snapshot.matches('notSent'));
    reachable = true;
    actor.send({ type: 'fail' });
    await waitFor(actor, (snapshot) => snapshot.matches('answered'));
    expect(sent).toEqual([
      { paymentId: 'pay_1', approved: true },
      { paymentId: 'pay_1', approved: false },
    ]);
  });
});
