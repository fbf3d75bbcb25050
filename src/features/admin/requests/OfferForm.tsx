import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { AdminRequestRow } from '../../../../machines/projections/admin-requests.ts';
import type { Draft, EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { NoteField } from '../NoteField.tsx';
import { useProposal } from '../use-proposal.ts';
import { freeOfferToPayingRequest, offerDraft, offerStands } from './request-drafts.ts';
import * as styles from './requests.css.ts';

const said = { sent: msg`Offer sent`, revised: msg`Offer revised` };

// The admin's offer, or its revision. Sent once: the button waits while the offer is on its
// way and the price is cleared once it is recorded, so a double click makes one offer. A price
// of 0 for a request that is not a VIP visit is asked about first.
export function OfferForm({ row, log }: { row: AdminRequestRow; log: EventLog | null }) {
  const { t } = useLingui();
  const { propose, refuse, sending } = useProposal(log);
  const [price, setPrice] = useState('');
  const [freeOffer, setFreeOffer] = useState<Draft | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const revising = offerStands(row.snapshot);

  const send = async (draft: Draft) => {
    if (!(await propose(draft, revising ? said.revised : said.sent))) return;
    setPrice('');
    form.current?.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const adminNote = String(new FormData(event.currentTarget).get('adminNote') ?? '');
    const result = offerDraft(row.stream, price, adminNote);
    if ('refused' in result) return refuse(result.refused);
    if (freeOfferToPayingRequest(result.draft, row.request.kind)) return setFreeOffer(result.draft);
    void send(result.draft);
  };
  const confirmFreeOffer = () => {
    if (freeOffer) void send(freeOffer);
    setFreeOffer(null);
  };

  return (
    <form ref={form} className={styles.actionForm} onSubmit={submit} aria-labelledby="offer-title" noValidate>
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
        value={price}
        onChange={(event) => setPrice(event.currentTarget.value)}
      />
      <NoteField name="adminNote" label={t`Note to the customer`} maxLength={1000} />
      <Button type="submit" disabled={sending || price.trim() === ''}>
        {revising ? <Trans>Send revised offer</Trans> : <Trans>Send offer</Trans>}
      </Button>
      {freeOffer ? (
        <ConfirmDialog
          title={<Trans>Send a free offer?</Trans>}
          confirmLabel={<Trans>Send free offer</Trans>}
          keepLabel={<Trans>Change the price</Trans>}
          tone="primary"
          onConfirm={confirmFreeOffer}
          onKeep={() => setFreeOffer(null)}
        >
          <p>
            <Trans>The price is 0: the customer pays nothing for this request. Only a VIP visit is included in a plan, and this is not a VIP request.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
