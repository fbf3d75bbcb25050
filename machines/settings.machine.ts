// The business's settings: plan terms, the WhatsApp support number, working hours, whether
// the chat auto-reply is on, and the company's name and VAT number its invoices carry. One stream, always in force, edited by admins.
import { assign, setup } from 'xstate';
import type { MachineEvent } from './domain/envelope.ts';
import type { PlanId } from './domain/constants.ts';
import type {
  PlanTerms,
  SettingsAutoReplySwitched,
  SettingsCompanyChanged,
  SettingsPlansUpdated,
  SettingsSupportNumberChanged,
  SettingsWorkingHoursChanged,
} from './domain/settings-events.ts';
import { defaultSettings } from './domain/default-settings.ts';

export interface SettingsContext {
  plans: Record<PlanId, PlanTerms>;
  /** Null until an admin sets it: no WhatsApp link is offered before then. */
  supportNumber: string | null;
  workingHours: { opens: string; closes: string };
  autoReply: boolean;
  /** The VAT number is null until an admin sets it: receipts are tax invoices only then. */
  company: { name: { en: string; ar: string }; vatNumber: string | null };
}

export type SettingsEvent =
  | MachineEvent<'settings.plansUpdated', SettingsPlansUpdated>
  | MachineEvent<'settings.supportNumberChanged', SettingsSupportNumberChanged>
  | MachineEvent<'settings.workingHoursChanged', SettingsWorkingHoursChanged>
  | MachineEvent<'settings.autoReplySwitched', SettingsAutoReplySwitched>
  | MachineEvent<'settings.companyChanged', SettingsCompanyChanged>;

type Payload<T extends SettingsEvent['type']> = Extract<SettingsEvent, { type: T }>['data'];

export const settingsMachine = setup({
  types: { context: {} as SettingsContext, events: {} as SettingsEvent },
  guards: {
    workingHoursOpenBeforeTheyClose: ({ event }) => {
      const { opens, closes } = event.data as Payload<'settings.workingHoursChanged'>;
      return opens < closes;
    },
  },
  actions: {
    setPlans: assign({ plans: ({ event }) => (event.data as Payload<'settings.plansUpdated'>).plans }),
    setSupportNumber: assign({
      supportNumber: ({ event }) => (event.data as Payload<'settings.supportNumberChanged'>).number,
    }),
    setWorkingHours: assign({
      workingHours: ({ event }) => ({ ...(event.data as Payload<'settings.workingHoursChanged'>) }),
    }),
    setCompany: assign({ company: ({ event }) => ({ ...(event.data as Payload<'settings.companyChanged'>) }) }),
    setAutoReply: assign({
      autoReply: ({ event }) => (event.data as Payload<'settings.autoReplySwitched'>).enabled,
    }),
  },
}).createMachine({
  id: 'settings',
  version: '1',
  context: defaultSettings,
  initial: 'inForce',
  states: {
    inForce: {
      on: {
        'settings.plansUpdated': { actions: 'setPlans' },
        'settings.supportNumberChanged': { actions: 'setSupportNumber' },
        'settings.workingHoursChanged': { guard: 'workingHoursOpenBeforeTheyClose', actions: 'setWorkingHours' },
        'settings.autoReplySwitched': { actions: 'setAutoReply' },
        'settings.companyChanged': { actions: 'setCompany' },
      },
    },
  },
});
