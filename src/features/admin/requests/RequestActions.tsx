import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import { visitReturnDrafts } from '../../../app/vip-visits.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { NoteField } from '../NoteField.tsx';
import { useProposal } from '../use-proposal.ts';
import { OfferForm } from './OfferForm.tsx';
import { declineDraft, mayComplete, mayDecline, mayOffer } from './request-drafts.ts';
import { VisitSteps } from './VisitSteps.tsx';
import * as styles from './requests.css.ts';

const said = {
  declined: msg`Request declined`,
};

const textOf = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

/** What the admin may do with the request in its state: offer or revise, decline, the visit's steps. */
export function RequestActions({ row, log }: { row: AdminRequestRow; log: EventLog | null }) {
  const { t } = useLingui();
  const { propose, refuse, sending } = useProposal(log);
  const { snapshot, stream } = row;

  const decline = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = declineDraft(stream, textOf(form, 'adminNote'));
    if ('refused' in result) return refuse(result.refused);
    // A declined VIP request gives its visit back in the same batch.
    const returned = log ? visitReturnDrafts(log, row.requestId) : [];
    if (await propose([result.draft, ...returned], said.declined)) form.reset();
  };

  const offers = mayOffer(snapshot);
  const declines = mayDecline(snapshot);
  const completes = mayComplete(snapshot);
  if (!offers && !declines && !completes) {
    return (
      <p className={styles.meta}>
        <Trans>Nothing to do for this request now.</Trans>
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      {offers ? <OfferForm row={row} log={log} /> : null}
      {declines ? (
        <form className={styles.actionForm} onSubmit={(event) => void decline(event)} aria-labelledby="decline-title" noValidate>
          <h3 id="decline-title" className={styles.sectionTitle}>
            <Trans>Decline the request</Trans>
          </h3>
          <NoteField name="adminNote" label={t`Reason for the customer`} maxLength={1000} />
          <Button type="submit" tone="danger" disabled={sending}>
            <Trans>Decline request</Trans>
          </Button>
        </form>
      ) : null}
      {completes ? <VisitSteps row={row} log={log} /> : null}
    </div>
  );
}
