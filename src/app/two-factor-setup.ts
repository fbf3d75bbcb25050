// The admin's two-factor setup flow with the server's TOTP routes plugged in.
import { fromPromise } from 'xstate';
import { twoFactorSetupMachine, type Confirmation, type Enrolment, type TurningOff } from '../../machines/two-factor-setup.machine.ts';
import { confirmTotp, disableTotp, enrolTotp, totpStatus } from './admin-accounts.ts';

export const twoFactorSetupFlow = twoFactorSetupMachine.provide({
  actors: {
    readStatus: fromPromise<boolean | null>(() => totpStatus()),
    enrol: fromPromise<Enrolment>(() => enrolTotp()),
    confirmCode: fromPromise<Confirmation, { code: string }>(({ input }) => confirmTotp(input.code)),
    turnOffWithCode: fromPromise<TurningOff, { code: string }>(({ input }) => disableTotp(input.code)),
  },
});
