import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { NoteField } from '../NoteField.tsx';
import {
  completedDraft,
  declineDraft,
  mayComplete,
  mayDecline,
  mayOffer,
  offerDraft,
  offerStands,
  type DraftResult,
} from './request-drafts.ts';
import { visitReturnDrafts } from '../../../app/vip-visits.ts';
import { useProposal } from '../use-proposal.ts';
import * as styles from './requests.css.ts';

const said = {
  offerSent: msg`Offer sent`,
  offerRevised: msg`Offer revised`,
  declined: msg`Request declined`,
  completed: msg`Request marked completed`,
};

const textOf = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

/** What the admin may do with the request in its state: offer or revise, decline, complete. */
export function RequestActions({ row, log }: { row: AdminRequestRow; log: EventLog | null }) {
  const { t } = useLingui();
  const { propose, refuse } = useProposal(log);
  const { snapshot, stream } = row;
  const revising = offerStands(snapshot);

  const send = async (event: FormEvent<HTMLFormElement>, result: DraftResult, success: (typeof said)[keyof typeof said]) => {
    const form = event.currentTarget;
    if ('refused' in result) return refuse(result.refused);
    // A declined VIP request gives its visit back in the same batch.
    const alongside = log && result.draft.type === 'request.declined' ? visitReturnDrafts(log, row.requestId) : [];
    if (await propose([result.draft, ...alongside], success)) form.reset();
  };

  const offer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void send(event, offerDraft(stream, textOf(form, 'price'), textOf(form, 'adminNote')), revising ? said.offerRevised : said.offerSent);
  };
  const decline = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(event, declineDraft(stream, textOf(event.currentTarget, 'adminNote')), said.declined);
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
      {offers ? (
        <form className={styles.actionForm} onSubmit={offer} aria-labelledby="offer-title" noValidate>
          <h3 id="offer-title" className={styles.sectionTitle}>
            {revising ? <Trans>Revise the offer</Trans> : <Trans>Make an offer</Trans>}
          </h3>
          <TextField
            name="price"
            label={t`Price in riyals (SAR)`}
            hint={t`Up to 2 decimals, e.g. 150 or 150.50`}
            inputMode="decimal"
            autoComplete="off"
            aria-required="true"
            ltr
          />
          <NoteField name="adminNote" label={t`Note to the customer`} maxLength={1000} />
          <Button type="submit">{revising ? <Trans>Send revised offer</Trans> : <Trans>Send offer</Trans>}</Button>
        </form>
      ) : null}
      {declines ? (
        <form className={styles.actionForm} onSubmit={decline} aria-labelledby="decline-title" noValidate>
          <h3 id="decline-title" className={styles.sectionTitle}>
            <Trans>Decline the request</Trans>
          </h3>
          <NoteField name="adminNote" label={t`Reason for the customer`} maxLength={1000} />
          <Button type="submit" tone="danger">
            <Trans>Decline request</Trans>
          </Button>
        </form>
      ) : null}
      {completes ? (
        <Button onClick={() => void propose(completedDraft(stream), said.completed)}>
          <Trans>Mark completed</Trans>
        </Button>
      ) : null}
    </div>
  );
}
