// An admin's own two-factor sign-in: turning it on shows a key to scan into an authenticator
// app, then takes one of its codes and shows the recovery codes once; turning it off takes a
// code. The server judges every step; what it refuses is told and the step can be tried again.
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** The server's refusal: its reason code, and how long to wait after too many wrong codes. */
export interface TwoFactorRefusal {
  code: string;
  retryAfterSeconds?: number;
}

export type ServerAnswer<Accepted> = ({ ok: true } & Accepted) | ({ ok: false } & TwoFactorRefusal);
export type Enrolment = ServerAnswer<{ secret: string; otpauthUrl: string }>;
export type Confirmation = ServerAnswer<{ recoveryCodes: string[] }>;
export type TurningOff = ServerAnswer<object>;

export interface TwoFactorSetupContext {
  code: string;
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

export type TwoFactorSetupEvent =
  | { type: 'start' }
  | { type: 'typeCode'; code: string }
  | { type: 'confirm' }
  | { type: 'codesKept' }
  | { type: 'turnOff' };

export type TwoFactorSetupNotice = { type: 'turnedOn' } | { type: 'turnedOff' } | { type: 'refused'; refusal: TwoFactorRefusal };

const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the app`);
};

// An answer that never came reads as the server being out of reach.
const unreachable: TwoFactorRefusal = { code: 'unreachable' };

const twoFactorSetup = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
    emitted: {} as TwoFactorSetupNotice,
  },
  actors: {
    readStatus: fromPromise<boolean | null>(provided('readStatus')),
    enrol: fromPromise<Enrolment>(provided('enrol')),
    confirmCode: fromPromise<Confirmation, { code: string }>(provided('confirmCode')),
    turnOffWithCode: fromPromise<TurningOff, { code: string }>(provided('turnOffWithCode')),
  },
  guards: {
    twoFactorIsOn: ({ event }) => (event as { output?: boolean | null }).output === true,
    codeTyped: ({ context }) => context.code.trim() !== '',
    serverAccepted: ({ event }) => (event as { output?: { ok: boolean } }).output?.ok === true,
  },
  actions: {
    typeCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'typeCode');
        return event.code;
      },
    }),
    clearCode: assign({ code: '' }),
    keepKey: assign(({ event }) => {
      const { secret, otpauthUrl } = (event as unknown as { output: Extract<Enrolment, { ok: true }> }).output;
      return { secret, otpauthUrl };
    }),
    showRecoveryCodes: assign({
      recoveryCodes: ({ event }) => (event as unknown as { output: Extract<Confirmation, { ok: true }> }).output.recoveryCodes,
    }),
    forgetKey: assign({ secret: '', otpauthUrl: '', recoveryCodes: [] }),
    tellTurnedOn: emit({ type: 'turnedOn' } as const),
    tellTurnedOff: emit({ type: 'turnedOff' } as const),
    tellRefused: emit(({ event }) => {
      const { ok: _refused, ...refusal } = (event as unknown as { output: { ok: false } & TwoFactorRefusal }).output;
      return { type: 'refused' as const, refusal };
    }),
    tellUnreachable: emit({ type: 'refused', refusal: unreachable } as const),
  },
});

const codeInput = ({ context }: { context: TwoFactorSetupContext }) => ({ code: context.code.trim() });

export const twoFactorSetupMachine = twoFactorSetup.createMachine({
  id: 'twoFactorSetup',
  context: { code: '', secret: '', otpauthUrl: '', recoveryCodes: [] },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readStatus',
        src: 'readStatus',
        onDone: [{ guard: 'twoFactorIsOn', target: 'on' }, { target: 'off' }],
        onError: 'off',
      },
    },
    off: {
      on: { start: 'enrolling' },
    },
    enrolling: {
      invoke: {
        id: 'enrol',
        src: 'enrol',
        onDone: [
          { guard: 'serverAccepted', target: 'scanning', actions: 'keepKey' },
          { target: 'off', actions: 'tellRefused' },
        ],
        onError: { target: 'off', actions: 'tellUnreachable' },
      },
    },
    scanning: {
      on: {
        typeCode: { actions: 'typeCode' },
        confirm: { guard: 'codeTyped', target: 'confirming' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: codeInput,
        onDone: [
          { guard: 'serverAccepted', target: 'showingRecoveryCodes', actions: ['clearCode', 'showRecoveryCodes', 'tellTurnedOn'] },
          { target: 'scanning', actions: ['clearCode', 'tellRefused'] },
        ],
        onError: { target: 'scanning', actions: ['clearCode', 'tellUnreachable'] },
      },
    },
    // Shown once: leaving forgets the codes and the key.
    showingRecoveryCodes: {
      on: { codesKept: { target: 'on', actions: 'forgetKey' } },
    },
    on: {
      on: {
        typeCode: { actions: 'typeCode' },
        turnOff: { guard: 'codeTyped', target: 'turningOff' },
      },
    },
    turningOff: {
      invoke: {
        id: 'turnOffWithCode',
        src: 'turnOffWithCode',
        input: codeInput,
        onDone: [
          { guard: 'serverAccepted', target: 'off', actions: ['clearCode', 'tellTurnedOff'] },
          { target: 'on', actions: ['clearCode', 'tellRefused'] },
        ],
        onError: { target: 'on', actions: ['clearCode', 'tellUnreachable'] },
      },
    },
  },
});

export type TwoFactorSetupSnapshot = SnapshotFrom<typeof twoFactorSetupMachine>;
