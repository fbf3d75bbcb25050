// Sends the admin's change through the admin's log and says how it went in a toast: the
// success words given, or the refusal's code in words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useAppServices } from '../../app/app-context.tsx';
import { showToast } from '../../app/toaster.ts';
import type { Draft, EventLog } from '../../eventlog/event-log.ts';
import { refusalText } from './refusal-words.ts';

export const notSaved = msg`Not saved`;

export function useProposal(log: EventLog | null) {
  const { toaster } = useAppServices();
  const refuse = useCallback(
    (code: string) => showToast(toaster, { destructive: true, content: { title: notSaved, description: refusalText(code) } }),
    [toaster],
  );
  const propose = useCallback(
    async (drafts: Draft | Draft[], success: MessageDescriptor): Promise<boolean> => {
      if (!log) {
        refuse('signInRequired');
        return false;
      }
      const result = await log.propose(Array.isArray(drafts) ? drafts : [drafts]);
      if (!result.accepted) {
        refuse(result.reason);
        return false;
      }
      showToast(toaster, { content: { title: success } });
      return true;
    },
    [log, toaster, refuse],
  );
  return { propose, refuse };
}
