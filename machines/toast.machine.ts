// The notification toast: at most one at a time; a new one replaces the one showing; it
// closes by itself after its duration (5000 ms unless told otherwise) unless that is Infinity.
import { assign, setup } from 'xstate';
import { limits } from './domain/constants.ts';

export interface Toast<Content = unknown> {
  /** Changes with every toast, so a view can restart its entrance for a replacement. */
  id: number;
  content: Content;
  destructive: boolean;
  durationMs: number;
}

export type ToastRequest<Content = unknown> = Omit<Toast<Content>, 'id' | 'durationMs' | 'destructive'> &
  Partial<Pick<Toast<Content>, 'durationMs' | 'destructive'>>;

export type ToastEvent = { type: 'show'; toast: ToastRequest } | { type: 'dismiss' };

export const toastMachine = setup({
  types: {
    context: {} as { toast: Toast | null; shown: number },
    events: {} as ToastEvent,
  },
  guards: {
    staysUntilDismissed: ({ context }) => context.toast?.durationMs === Infinity,
  },
  actions: {
    showToast: assign(({ context, event }) => {
      const { toast } = event as Extract<ToastEvent, { type: 'show' }>;
      const id = context.shown + 1;
      return {
        shown: id,
        toast: { destructive: false, durationMs: limits.toastDurationMs, ...toast, id },
      };
    }),
    clearToast: assign({ toast: null }),
  },
  delays: {
    toastDuration: ({ context }) => context.toast?.durationMs ?? limits.toastDurationMs,
  },
}).createMachine({
  id: 'toast',
  context: { toast: null, shown: 0 },
  initial: 'hidden',
  on: {
    show: { target: '.showing', reenter: true, actions: 'showToast' },
  },
  states: {
    hidden: {},
    showing: {
      initial: 'choosing',
      on: { dismiss: { target: 'hidden', actions: 'clearToast' } },
      states: {
        choosing: {
          always: [{ guard: 'staysUntilDismissed', target: 'pinned' }, { target: 'timed' }],
        },
        pinned: {},
        timed: {
          after: { toastDuration: { target: '#toast.hidden', actions: 'clearToast' } },
        },
      },
    },
  },
});
