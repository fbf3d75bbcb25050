// The business's settings: plan terms, the WhatsApp support number, working hours, whether
// the chat auto-reply is on, the company's name, VAT number and address its invoices carry, the
// offers /offers shows, and how visits are promised (arrival window) and cancelled (fee).
// One stream, always in force, edited by admins.
import { assign, setup } from 'xstate';
import type { MachineEvent } from './domain/envelope.ts';
import type { PlanId } from './domain/constants.ts';
import type { IsoDate } from './domain/riyadh-calendar.ts';
import type {
  Offer,
  PlanTerms,
  SettingsAutoReplySwitched,
  SettingsCompanyChanged,
  SettingsOfferPublished,
  SettingsOfferWithdrawn,
  SettingsPlansUpdated,
  SettingsSupportNumberChanged,
  SettingsVisitRulesChanged,
  SettingsWorkingHoursChanged,
  VisitRules,
} from './domain/settings-events.ts';
import { offerExists, offerRunsOn, workingHoursOpenBeforeTheyClose } from './domain/settings-rules.ts';
import { defaultSettings } from './domain/default-settings.ts';

export interface SettingsContext {
  plans: Record<PlanId, PlanTerms>;
  /** Null until an admin sets it: no WhatsApp link is offered before then. */
  supportNumber: string | null;
  workingHours: { opens: string; closes: string };
  autoReply: boolean;
  /** The VAT number and address are null until an admin sets them: receipts are tax invoices only then. */
  company: Company;
  /** Published offers, oldest first; a republished offer keeps its place. */
  offers: Offer[];
  visitRules: VisitRules;
}

export type Company = SettingsCompanyChanged;

export type SettingsEvent =
  | MachineEvent<'settings.plansUpdated', SettingsPlansUpdated>
  | MachineEvent<'settings.supportNumberChanged', SettingsSupportNumberChanged>
  | MachineEvent<'settings.workingHoursChanged', SettingsWorkingHoursChanged>
  | MachineEvent<'settings.autoReplySwitched', SettingsAutoReplySwitched>
  | MachineEvent<'settings.companyChanged', SettingsCompanyChanged>
  | MachineEvent<'settings.offerPublished', SettingsOfferPublished>
  | MachineEvent<'settings.offerWithdrawn', SettingsOfferWithdrawn>
  | MachineEvent<'settings.visitRulesChanged', SettingsVisitRulesChanged>;

type Payload<T extends SettingsEvent['type']> = Extract<SettingsEvent, { type: T }>['data'];

export const settingsMachine = setup({
  types: { context: {} as SettingsContext, events: {} as SettingsEvent },
  guards: {
    workingHoursOpenBeforeTheyClose: ({ event }) =>
      workingHoursOpenBeforeTheyClose(event.data as Payload<'settings.workingHoursChanged'>),
    offerExists: ({ context, event }) =>
      offerExists(context.offers, (event.data as Payload<'settings.offerWithdrawn'>).offerId),
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
    setVisitRules: assign({ visitRules: ({ event }) => ({ ...(event.data as Payload<'settings.visitRulesChanged'>) }) }),
    publishOffer: assign({
      offers: ({ context, event }) => {
        const offer = { ...(event.data as Payload<'settings.offerPublished'>) };
        return offerExists(context.offers, offer.offerId)
          ? context.offers.map((known) => (known.offerId === offer.offerId ? offer : known))
          : [...context.offers, offer];
      },
    }),
    withdrawOffer: assign({
      offers: ({ context, event }) => {
        const { offerId } = event.data as Payload<'settings.offerWithdrawn'>;
        return context.offers.filter((offer) => offer.offerId !== offerId);
      },
    }),
  },
}).createMachine({
  id: 'settings',
  // 4: the company's address joined the context; snapshots stored before lack it.
  version: '4',
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
        'settings.offerPublished': { actions: 'publishOffer' },
        'settings.offerWithdrawn': { guard: 'offerExists', actions: 'withdrawOffer' },
        'settings.visitRulesChanged': { actions: 'setVisitRules' },
      },
    },
  },
});

/** The offers a customer may still take up on Riyadh's `today`, in the order published. */
export function offersOnShow(offers: readonly Offer[], today: IsoDate): Offer[] {
  return offers.filter((offer) => offerRunsOn(offer, today));
}
