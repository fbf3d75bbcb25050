// Sends the admin's change through the admin's log and says how it went in a toast: the
// success words given, or the refusal's code in words. One change at a time: a second click
// while the first is on its way is not a second change (`sending` lets the button say so).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useRef, useState } from 'react';
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
  const onItsWay = useRef(false);
  const [sending, setSending] = useState(false);
  const propose = useCallback(
    async (drafts: Draft | Draft[], success: MessageDescriptor): Promise<boolean> => {
      if (!log) {
        refuse('signInRequired');
        return false;
      }
      if (onItsWay.current) return false;
      onItsWay.current = true;
      setSending(true);
      const result = await log.propose(Array.isArray(drafts) ? drafts : [drafts]).finally(() => {
        onItsWay.current = false;
        setSending(false);
      });
      if (!result.accepted) {
        refuse(result.reason);
        return false;
      }
      showToast(toaster, { content: { title: success } });
      return true;
    },
    [log, toaster, refuse],
  );
  return { propose, refuse, sending };
}
