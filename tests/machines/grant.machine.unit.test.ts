import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { emptyGrantForm, grantMachine, typedUserId, type GrantForm, type GrantResult } from '../../machines/grant.machine.ts';

// The grant screen's flow with stand-ins for the app's part: the toasts it asks for, the
// forms it sends, and a sync and a grant the test settles.
function grantScreen(options: { grant?: (form: GrantForm) => Promise<GrantResult>; sync?: () => Promise<void>; userId?: string } = {}) {
  const toasts: string[] = [];
  const sent: GrantForm[] = [];
  const machine = grantMachine.provide({
    actors: {
      refreshUsers: fromPromise(options.sync ?? (async () => {})),
      grantSubscription: fromPromise<GrantResult, GrantForm>(async ({ input }) => {
        sent.push(input);
        return (options.grant ?? (async () => ({ userId: '4321', created: true })))(input);
      }),
    },
    actions: {
      announceSynced: () => void toasts.push('Sync Complete!'),
      warnMissingInformation: () => void toasts.push('Missing Information'),
      announceGranted: () => void toasts.push('granted'),
    },
  });
  const actor = createActor(machine, { input: { form: emptyGrantForm(options.userId) } }).start();
  const fill = (fields: Partial<Record<'userId' | 'fullName' | 'email' | 'mobile' | 'note', string>>) => {
    for (const [field, value] of Object.entries(fields)) actor.send({ type: 'edit', field: field as 'note', value });
  };
  return { actor, fill, toasts, sent };
}

const customer = { fullName: 'Sara Q', email: 'sara@example.com', mobile: '0512345678' };

describe('the grant screen', () => {
  it('takes digits only, at most 5, as the user id', () => {
    expect(typedUserId('12a3-456')).toBe('12345');
    expect(typedUserId('١٢٣٤')).toBe('1234');
  });

  it('keeps all 5 digits of a customer id past 9,999 typed into the form', () => {
    const { actor, fill } = grantScreen();
    fill({ userId: '10234' });
    expect(actor.getSnapshot().context.form.userId).toBe('10234');
  });

  it.each(['fullName', 'email', 'mobile'] as const)('without %s says Missing Information and grants nothing', (missing) => {
    const { actor, fill, toasts, sent } = grantScreen();
    fill({ ...customer, [missing]: '  ' });
    actor.send({ type: 'grant' });
    expect(toasts).toEqual(['Missing Information']);
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.form.fullName).toBe(missing === 'fullName' ? '  ' : 'Sara Q');
  });

  it('opened for a customer, fills their name, email and mobile once the log knows them', () => {
    // given the screen opened for customer 1234
    const { actor } = grantScreen({ userId: '1234' });
    // when the admin's log brings the customer
    actor.send({ type: 'customerKnown', customer });
    // then the form holds them, the id kept
    expect(actor.getSnapshot().context.form).toMatchObject({ ...customer, userId: '1234' });
  });

  it('keeps what the admin typed before the customer was known, and fills only once', () => {
    // given the admin typed another email before the log answered
    const { actor, fill } = grantScreen({ userId: '1234' });
    fill({ email: 'other@example.com' });
    // when the customer becomes known, then the admin clears the name and the customer changes
    actor.send({ type: 'customerKnown', customer });
    fill({ fullName: '' });
    actor.send({ type: 'customerKnown', customer: { ...customer, fullName: 'Sara Qahtani' } });
    // then the typed email stays, and the later change fills nothing
    expect(actor.getSnapshot().context.form).toMatchObject({ fullName: '', email: 'other@example.com', mobile: customer.mobile });
  });

  it('fills the customer in even while a sync is on its way', async () => {
    // given a sync that has not answered yet
    let synced = () => {};
    const { actor } = grantScreen({ userId: '1234', sync: () => new Promise<void>((resolve) => (synced = resolve)) });
    actor.send({ type: 'sync' });
    // when the customer becomes known meanwhile
    actor.send({ type: 'customerKnown', customer });
    synced();
    // then the form holds them once the sync ends
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.form.fullName).toBe(customer.fullName);
  });

  it('grants the plan chosen and clears the form', async () => {
    const { actor, fill, toasts, sent } = grantScreen();
    fill({ ...customer, userId: '1234', note: 'Paid cash' });
    actor.send({ type: 'choosePlan', plan: 'vip-plus' });
    actor.send({ type: 'grant' });
    await waitFor(actor, (snapshot) => snapshot.context.granted !== null);
    expect(sent).toEqual([{ ...customer, userId: '1234', plan: 'vip-plus', note: 'Paid cash' }]);
    expect(toasts).toEqual(['granted']);
    expect(actor.getSnapshot().context.form).toEqual(emptyGrantForm());
  });

  it('keeps the form and shows the server’s reason when the grant is refused', async () => {
    const { actor, fill } = grantScreen({ grant: () => Promise.reject({ code: 'invalidMobile' }) });
    fill(customer);
    actor.send({ type: 'grant' });
    await waitFor(actor, (snapshot) => snapshot.context.refusal !== null);
    expect(actor.getSnapshot().context).toMatchObject({ refusal: 'invalidMobile', form: { ...customer } });
  });

  it('syncs, then says Sync Complete!', async () => {
    let finish: () => void = () => {};
    const { actor, toasts } = grantScreen({ sync: () => new Promise<void>((resolve) => (finish = resolve)) });
    actor.send({ type: 'sync' });
    expect(actor.getSnapshot().value).toBe('syncing');
    finish();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(toasts).toEqual(['Sync Complete!']);
  });

  it('forgets that the server could not be reached once a sync reaches it, and keeps a grant refused', async () => {
    // given a sync that failed, and a grant refused for its mobile before it
    let online = false;
    const { actor, fill, toasts } = grantScreen({
      sync: async () => {
        if (!online) throw new Error('offline');
      },
      grant: () => Promise.reject({ code: 'invalidMobile' }),
    });
    actor.send({ type: 'sync' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toBe('networkError');
    // when the next sync reaches the server
    online = true;
    actor.send({ type: 'sync' });
    await waitFor(actor, (snapshot) => toasts.length === 1 && snapshot.matches('editing'));
    // then the screen no longer says the server could not be reached
    expect(actor.getSnapshot().context.refusal).toBeNull();
    // and a refusal of the grant itself stays through a sync: it is about the form, not the network
    fill(customer);
    actor.send({ type: 'grant' });
    await waitFor(actor, (snapshot) => snapshot.context.refusal === 'invalidMobile');
    actor.send({ type: 'sync' });
    await waitFor(actor, (snapshot) => toasts.length === 2 && snapshot.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toBe('invalidMobile');
  });
});
