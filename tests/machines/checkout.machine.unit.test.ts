import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, type CardOutcome, type CardPayment, type Payable } from '../../machines/checkout.machine.ts';
import { paidWith } from './sample-payloads.ts';

// The card form's flow: checks before anything is sent, then paid, refused, or sent to the
// provider's confirmation page and confirmed on the way back.
const payable: Payable = { kind: 'request', requestId: '0193a0a0-0000-7000-8000-000000000001' };

function checkout(options: { pay?: (card: CardPayment) => Promise<CardOutcome>; returnedPaymentId?: string } = {}) {
  const sent: CardPayment[] = [];
  const opened: string[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      payByCard: fromPromise<CardOutcome, CardPayment>(async ({ input }) => {
        sent.push(input);
        return (options.pay ?? (async () => ({ paid: paidWith('pay_1', 24_000) })))(input);
      }),
      confirmReturnedPayment: fromPromise(async ({ input }: { input: { payable: Payable; paymentId: string } }) =>
        paidWith(input.paymentId, 24_000),
      ),
    },
    actions: { openConfirmation: ({ context }) => void opened.push(context.confirmAt!) },
  });
  const actor = createActor(machine, {
    input: { payable, today: '2026-11-23', returnedPaymentId: options.returnedPaymentId ?? null },
  }).start();
  const fill = (fields: Partial<Record<'name' | 'number' | 'expiry' | 'cvc', string>>) => {
    const card = { name: 'Sara Q', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', ...fields };
    for (const [field, value] of Object.entries(card)) actor.send({ type: 'edit', field: field as 'name', value });
  };
  return { actor, fill, sent, opened };
}

describe('paying by card', () => {
  it('sends the card as typed, expiry split into month and year, and ends paid', async () => {
    const { actor, fill, sent } = checkout();
    fill({});
    actor.send({ type: 'pay' });
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
    expect(sent).toEqual([{ payable, name: 'Sara Q', card: { number: '4242 4242 4242 4242', month: 12, year: 30, cvc: '123' } }]);
    expect(actor.getSnapshot().context.payment?.paymentId).toBe('pay_1');
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name', 'required'],
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 'number', 'invalidCardNumber'],
    ['an expiry not MM/YY', { expiry: '123' }, 'expiry', 'invalidExpiry'],
    ['an expired card', { expiry: '10/26' }, 'expiry', 'cardExpired'],
    ['a short security code', { cvc: '1' }, 'cvc', 'invalidCvc'],
  ])('refuses %s before anything is sent', (_what, fields, field, problem) => {
    const { actor, fill, sent } = checkout();
    fill(fields);
    actor.send({ type: 'pay' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ [field]: problem });
    expect(sent).toEqual([]);
  });

  it('clears a field’s problem when it is edited', () => {
    const { actor, fill } = checkout();
    fill({ number: '1' });
    actor.send({ type: 'pay' });
    actor.send({ type: 'edit', field: 'number', value: '4242' });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('stays on the form with the refusal code when the card is declined', async () => {
    const { actor, fill } = checkout({ pay: () => Promise.reject({ code: 'paymentDeclined' }) });
    fill({ number: '4000 0000 0000 0002' });
    actor.send({ type: 'pay' });
    await waitFor(actor, (snapshot) => snapshot.context.refusal !== null);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.refusal).toBe('paymentDeclined');
  });

  it('opens the provider’s confirmation page when it asks for one', async () => {
    const { actor, fill, opened } = checkout({ pay: async () => ({ confirmAt: '/payment-verification/abc' }) });
    fill({});
    actor.send({ type: 'pay' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirmingElsewhere'));
    expect(opened).toEqual(['/payment-verification/abc']);
  });

  it('confirms the payment the customer comes back with, without asking for the card again', async () => {
    const { actor, sent } = checkout({ returnedPaymentId: 'pay_back' });
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
    expect(actor.getSnapshot().context.payment?.paymentId).toBe('pay_back');
    expect(sent).toEqual([]);
  });
});

describe('the expiry as the customer types it', () => {
  it.each(['1230', '12 / 30'])('pays with an expiry typed %s, shown as 12/30', async (typed) => {
    const { actor, fill, sent } = checkout();
    fill({ expiry: typed });
    expect(actor.getSnapshot().context.fields.expiry).toBe('12/30');
    actor.send({ type: 'pay' });
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
    expect(sent[0]?.card).toMatchObject({ month: 12, year: 30 });
  });
});
