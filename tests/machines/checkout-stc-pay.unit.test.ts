import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, type Payable, type StcPayCodeAnswer, type StcPayCodeRequest } from '../../machines/checkout.machine.ts';
import type { ConfirmedPayment } from '../../machines/domain/confirmed-payment.ts';
import { paidWith } from './sample-payloads.ts';

// The checkout's STC Pay way: a Saudi mobile before any code is asked for, 6 digits before a
// code is passed on, and a refused code sends the customer back for a new one.
const payable: Payable = { kind: 'request', requestId: '0193a0a0-0000-7000-8000-000000000001' };

function checkout(answer: (code: StcPayCodeAnswer) => Promise<void> = async () => {}) {
  const codesAsked: StcPayCodeRequest[] = [];
  const codesSent: StcPayCodeAnswer[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      sendStcPayCode: fromPromise<{ paymentId: string }, StcPayCodeRequest>(async ({ input }) => {
        codesAsked.push(input);
        return { paymentId: `stc_${codesAsked.length}` };
      }),
      payWithStcPayCode: fromPromise<ConfirmedPayment, StcPayCodeAnswer>(async ({ input }) => {
        codesSent.push(input);
        await answer(input);
        return { ...paidWith(input.paymentId, 24_000), card: null, wallet: 'stcpay' };
      }),
    },
  });
  const actor = createActor(machine, { input: { payable, today: '2026-11-23', returnedPaymentId: null } }).start();
  const type = (field: 'mobile' | 'code', value: string) => actor.send({ type: 'stcPay.edit', field, value });
  return { actor, type, codesAsked, codesSent };
}

describe('paying with STC Pay', () => {
  it('asks for a code for a Saudi mobile, passes on the 6 digits typed, and ends paid', async () => {
    const { actor, type, codesAsked, codesSent } = checkout();
    type('mobile', '055 123 4567');
    actor.send({ type: 'stcPay.sendCode' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingStcPayCode'));
    expect(codesAsked).toEqual([{ payable, mobile: '055 123 4567' }]);
    type('code', '١٢٣ ٤٥٦');
    expect(actor.getSnapshot().context.stcPay.fields.code).toBe('123456');
    actor.send({ type: 'stcPay.submitCode' });
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
    expect(codesSent).toEqual([{ payable, paymentId: 'stc_1', code: '123456' }]);
    expect(actor.getSnapshot().context.payment?.wallet).toBe('stcpay');
  });

  it.each([
    ['', 'required'],
    ['011 234 5678', 'invalidMobile'],
  ])('refuses the mobile %j (mobileIsSaudi) before any code is asked for', (mobile, problem) => {
    const { actor, type, codesAsked } = checkout();
    type('mobile', mobile);
    actor.send({ type: 'stcPay.sendCode' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.stcPay.problem).toBe(problem);
    expect(codesAsked).toEqual([]);
  });

  it('refuses a code of fewer than 6 digits (codeIsSixDigits) without passing it on', async () => {
    const { actor, type, codesSent } = checkout();
    type('mobile', '0551234567');
    actor.send({ type: 'stcPay.sendCode' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingStcPayCode'));
    type('code', '12345');
    actor.send({ type: 'stcPay.submitCode' });
    expect(actor.getSnapshot().value).toBe('awaitingStcPayCode');
    expect(actor.getSnapshot().context.stcPay.problem).toBe('invalidCode');
    expect(codesSent).toEqual([]);
  });

  it('goes back for a new code when the code is refused, keeping the mobile and the reason', async () => {
    const { actor, type } = checkout(async () => {
      throw { code: 'stcPayCodeRefused' };
    });
    type('mobile', '0551234567');
    actor.send({ type: 'stcPay.sendCode' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingStcPayCode'));
    type('code', '654321');
    actor.send({ type: 'stcPay.submitCode' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.stcPay).toMatchObject({ refusal: 'stcPayCodeRefused', paymentId: null, fields: { mobile: '0551234567', code: '' } });
  });

  it('lets the customer change the number while the code is awaited', async () => {
    const { actor, type } = checkout();
    type('mobile', '0551234567');
    actor.send({ type: 'stcPay.sendCode' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingStcPayCode'));
    actor.send({ type: 'stcPay.changeMobile' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.stcPay.paymentId).toBeNull();
  });
});
