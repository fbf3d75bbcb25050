import { describe, expect, it } from 'vitest';
import { transition, type EventFromLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { twoFactorSetupMachine, type TwoFactorSetupSnapshot } from '../../machines/two-factor-setup.machine.ts';

// The two-factor chart, path by path: every state reached from the start, with the server's
// answers given as the events its actors would send.
type SetupEvent = EventFromLogic<typeof twoFactorSetupMachine>;
const refused = { ok: false, code: 'invalidCode' };
const events = [
  { type: 'start' },
  { type: 'typeCode', code: '123456' },
  { type: 'typeCode', code: ' ' },
  { type: 'confirm' },
  { type: 'codesKept' },
  { type: 'turnOff' },
  { type: 'xstate.done.actor.readStatus', output: true },
  { type: 'xstate.done.actor.readStatus', output: false },
  { type: 'xstate.error.actor.readStatus', error: new Error('offline') },
  { type: 'xstate.done.actor.enrol', output: { ok: true, secret: 'KEY', otpauthUrl: 'otpauth://totp/x?secret=KEY' } },
  { type: 'xstate.done.actor.enrol', output: refused },
  { type: 'xstate.done.actor.confirmCode', output: { ok: true, recoveryCodes: ['aaaa-bbbb'] } },
  { type: 'xstate.done.actor.confirmCode', output: refused },
  { type: 'xstate.error.actor.confirmCode', error: new Error('offline') },
  { type: 'xstate.done.actor.turnOffWithCode', output: { ok: true } },
  { type: 'xstate.done.actor.turnOffWithCode', output: refused },
] as unknown as SetupEvent[];

const serialize = (snapshot: TwoFactorSetupSnapshot) => {
  const { code, secret, recoveryCodes } = snapshot.context;
  return JSON.stringify([snapshot.value, code.trim() !== '', secret !== '', recoveryCodes.length]);
};

describe('the two-factor setup, path by path', () => {
  const paths = getShortestPaths(twoFactorSetupMachine, { events, serializeState: (snapshot) => serialize(snapshot as TwoFactorSetupSnapshot) });

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(twoFactorSetupMachine.root.states).sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('follows %s', (_name, path) => {
    let snapshot = path.steps[0]!.state as TwoFactorSetupSnapshot;
    for (const step of path.steps.slice(1)) {
      const before = snapshot;
      snapshot = transition(twoFactorSetupMachine, snapshot, step.event as SetupEvent)[0] as TwoFactorSetupSnapshot;
      expect(serialize(snapshot)).toBe(serialize(step.state as TwoFactorSetupSnapshot));
      // The rules along every path: a code goes to the server only once typed, and the recovery codes are seen on their one screen only.
      if (snapshot.matches('confirming') || snapshot.matches('turningOff')) expect(before.context.code.trim()).not.toBe('');
      expect(snapshot.context.recoveryCodes.length > 0).toBe(snapshot.matches('showingRecoveryCodes'));
    }
  });
});
