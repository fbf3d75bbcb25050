import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { SavedAddress } from '../../../machines/domain/saved-addresses.ts';
import { saveAddress, type AddressDraft } from '../../app/saved-addresses.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { addressRefusal } from './address-messages.ts';
import { PinField } from './PinField.tsx';
import * as styles from './settings.css.ts';

interface AddressFormProps {
  log: EventLog;
  userId: string;
  /** The address being edited; a new one when absent. */
  editing?: SavedAddress;
  onDone: (saved: boolean) => void;
}

// A new saved address or the edit of one: its name, its text and, optionally, its pin.
export function AddressForm({ log, userId, editing, onDone }: AddressFormProps) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<AddressDraft>({
    name: editing?.name ?? '',
    text: editing?.text ?? '',
    coordinates: editing?.coordinates ?? null,
  });
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = await saveAddress(log, userId, draft, editing?.addressId);
    if (result.accepted) onDone(true);
    else setRefusal(result.reason);
  };
  const edit = (key: 'name' | 'text') => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} aria-labelledby="address-form-title" noValidate>
      <h3 id="address-form-title" className={styles.formTitle}>
        {editing ? <Trans>Edit the address</Trans> : <Trans>New address</Trans>}
      </h3>
      <TextField label={<Trans>Address name</Trans>} hint={<Trans>Like Home or Office</Trans>} required maxLength={40} value={draft.name} onChange={edit('name')} />
      <TextField label={<Trans>Address</Trans>} autoComplete="street-address" required maxLength={300} value={draft.text} onChange={edit('text')} />
      <PinField pin={draft.coordinates} onPin={(coordinates) => setDraft((current) => ({ ...current, coordinates }))} />
      {refusal ? (
        <p className={styles.error} role="alert" data-testid="address-error">
          {i18n._(addressRefusal(refusal))}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit">
          <Trans>Save the address</Trans>
        </Button>
        <Button tone="ghost" onClick={() => onDone(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
