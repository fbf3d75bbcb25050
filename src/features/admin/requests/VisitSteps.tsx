import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { useProposal } from '../use-proposal.ts';
import { CompletionForm } from './CompletionForm.tsx';
import { OnTheWayForm } from './OnTheWayForm.tsx';
import { arrivedDraft, mayArrive, mayComplete, maySetOff } from './request-drafts.ts';

const said = { arrived: msg`Marked arrived` };

/** The visit's steps the admin records, as the request's machine takes them: on the way, arrived, completed. */
export function VisitSteps({ row, log }: { row: AdminRequestRow; log: EventLog | null }) {
  const { propose, sending } = useProposal(log);
  const { snapshot, stream, request } = row;
  return (
    <>
      {maySetOff(snapshot) && request.appointment ? (
        <OnTheWayForm stream={stream} appointment={request.appointment} expectedAt={request.onTheWay?.expectedAt ?? null} log={log} />
      ) : null}
      {mayArrive(snapshot) ? (
        <Button disabled={sending} onClick={() => void propose(arrivedDraft(stream), said.arrived)}>
          <Trans>Arrived</Trans>
        </Button>
      ) : null}
      {mayComplete(snapshot) ? <CompletionForm stream={stream} log={log} /> : null}
    </>
  );
}
