import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  twoFactorSetupMachine,
  type Confirmation,
  type Enrolment,
  type TurningOff,
  type TwoFactorSetupNotice,
  type TwoFactorSetupSnapshot,
} from '../../machines/two-factor-setup.machine.ts';

// The admin's two-factor setup, against a server given as answers: on or off at first, the key
// it hands out, and whether it takes the code typed.
interface Server {
  enabled?: boolean;
  enrolment?: Enrolment;
  confirmation?: Confirmation;
  turningOff?: TurningOff;
}

const key: Enrolment = { ok: true, secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Admin?secret=JBSWY3DPEHPK3PXP' };

function twoFactor(server: Server = {}) {
  const codesSent: string[] = [];
  const notices: TwoFactorSetupNotice[] = [];
  const machine = twoFactorSetupMachine.provide({
    actors: {
      readStatus: fromPromise<boolean | null>(async () => server.enabled ?? false),
      enrol: fromPromise<Enrolment>(async () => server.enrolment ?? key),
      confirmCode: fromPromise<Confirmation, { code: string }>(async ({ input }) => {
        codesSent.push(input.code);
        return server.confirmation ?? { ok: true, recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] };
      }),
      turnOffWithCode: fromPromise<TurningOff, { code: string }>(async ({ input }) => {
        codesSent.push(input.code);
        return server.turningOff ?? { ok: true };
      }),
    },
  });
  const actor = createActor(machine);
  actor.on('*', (notice) => void notices.push(notice));
  actor.start();
  const settled = (state: Parameters<TwoFactorSetupSnapshot['matches']>[0]) => waitFor(actor, (snapshot) => snapshot.matches(state));
  return { actor, codesSent, notices, settled };
}

describe('opening', () => {
  it('shows off or on as the server says', async () => {
    await twoFactor({ enabled: false }).settled('off');
    await twoFactor({ enabled: true }).settled('on');
  });
});

describe('turning it on', () => {
  it('shows the key the server handed out to scan', async () => {
    const { actor, settled } = twoFactor();
    await settled('off');
    actor.send({ type: 'start' });
    const { context } = await settled('scanning');
    expect(context).toMatchObject({ secret: key.secret, otpauthUrl: key.otpauthUrl });
  });

  it('takes no code until one is typed', async () => {
    const { actor, settled } = twoFactor();
    await settled('off');
    actor.send({ type: 'start' });
    await settled('scanning');
    actor.send({ type: 'typeCode', code: '   ' });
    expect(actor.getSnapshot().can({ type: 'confirm' })).toBe(false);
  });

  it('sends the typed code trimmed, then shows the recovery codes once and says it is on', async () => {
    const { actor, settled, codesSent, notices } = twoFactor();
    await settled('off');
    actor.send({ type: 'start' });
    await settled('scanning');
    actor.send({ type: 'typeCode', code: ' 123456 ' });
    actor.send({ type: 'confirm' });
    const shown = await settled('showingRecoveryCodes');
    expect(codesSent).toEqual(['123456']);
    expect(shown.context).toMatchObject({ code: '', recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] });
    expect(notices).toEqual([{ type: 'turnedOn' }]);
    actor.send({ type: 'codesKept' });
    expect((await settled('on')).context).toMatchObject({ recoveryCodes: [], secret: '' });
  });

  it('with a wrong code stays on the key, tells the refusal and clears the code', async () => {
    const { actor, settled, notices } = twoFactor({ confirmation: { ok: false, code: 'invalidCode', retryAfterSeconds: 30 } });
    await settled('off');
    actor.send({ type: 'start' });
    await settled('scanning');
    actor.send({ type: 'typeCode', code: '000000' });
    actor.send({ type: 'confirm' });
    await waitFor(actor, () => notices.length > 0);
    expect(actor.getSnapshot().value).toBe('scanning');
    expect(actor.getSnapshot().context.code).toBe('');
    expect(notices).toEqual([{ type: 'refused', refusal: { code: 'invalidCode', retryAfterSeconds: 30 } }]);
  });

  it('stays off and tells why when the server hands out no key', async () => {
    const { actor, settled, notices } = twoFactor({ enrolment: { ok: false, code: 'unauthorized' } });
    await settled('off');
    actor.send({ type: 'start' });
    await waitFor(actor, () => notices.length > 0);
    expect(actor.getSnapshot().value).toBe('off');
    expect(notices).toEqual([{ type: 'refused', refusal: { code: 'unauthorized' } }]);
  });
});

describe('turning it off', () => {
  it('takes a code, then is off and says so', async () => {
    const { actor, settled, codesSent, notices } = twoFactor({ enabled: true });
    await settled('on');
    actor.send({ type: 'typeCode', code: '654321' });
    actor.send({ type: 'turnOff' });
    await settled('off');
    expect(codesSent).toEqual(['654321']);
    expect(notices).toEqual([{ type: 'turnedOff' }]);
  });

  it('stays on when the server refuses the code', async () => {
    const { actor, settled, notices } = twoFactor({ enabled: true, turningOff: { ok: false, code: 'invalidCode' } });
    await settled('on');
    actor.send({ type: 'typeCode', code: '000000' });
    actor.send({ type: 'turnOff' });
    await waitFor(actor, () => notices.length > 0);
    expect(actor.getSnapshot().value).toBe('on');
    expect(notices).toEqual([{ type: 'refused', refusal: { code: 'invalidCode' } }]);
  });
});
