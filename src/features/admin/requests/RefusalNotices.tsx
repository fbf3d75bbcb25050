import { useEffect } from 'react';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { useProposal } from '../use-proposal.ts';

/** A change the log showed at once but the server later refused: its reason, in a toast. */
export function RefusalNotices({ log }: { log: EventLog | null }) {
  const { refuse } = useProposal(log);
  useEffect(() => log?.onRejection((rejection) => refuse(rejection.code)), [log, refuse]);
  return null;
}
