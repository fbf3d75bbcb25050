import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { maxSavedAddresses, type SavedAddress } from '../../../machines/domain/saved-addresses.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { removeAddress, selectSavedAddresses } from '../../app/saved-addresses.ts';
import { showToast } from '../../app/toaster.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { addressRefusal, addressRemovedTitle, addressSavedTitle } from './address-messages.ts';
import { AddressForm } from './AddressForm.tsx';
import * as styles from './settings.css.ts';
import * as list from './saved-addresses.css.ts';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: SavedAddress };

// The customer's saved addresses, which the booking form offers: add, edit, remove.
export function SavedAddresses({ log, userId }: { log: EventLog; userId: string }) {
  const { toaster } = useAppServices();
  const { i18n } = useLingui();
  const addresses = useLogSelector(log, selectSavedAddresses, []);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<SavedAddress | null>(null);

  const done = (saved: boolean) => {
    setEditing({ kind: 'none' });
    if (saved) showToast(toaster, { content: { title: addressSavedTitle } });
  };
  const remove = async (address: SavedAddress) => {
    setRemoving(null);
    const result = await removeAddress(log, userId, address.addressId);
    showToast(
      toaster,
      result.accepted
        ? { content: { title: addressRemovedTitle } }
        : { destructive: true, content: { title: addressRefusal(result.reason) } },
    );
  };

  const removingName = removing?.name;
  return (
    <section className={styles.form} aria-labelledby="addresses-title">
      <h2 id="addresses-title" className={styles.formTitle}>
        <Trans>Saved addresses</Trans>
      </h2>
      {addresses.length === 0 ? (
        <p className={list.hint}>
          <Trans>Save the places you book for, and pick one when you book.</Trans>
        </p>
      ) : (
        <ul className={list.list}>
          {addresses.map((address) => {
            const addressName = address.name;
            return (
            <li key={address.addressId} className={list.item} data-testid="saved-address">
              <p className={list.name}>
                <bdi>{addressName}</bdi>
              </p>
              <p className={list.text} dir="auto">
                {address.text}
              </p>
              {address.coordinates ? (
                <p className={list.hint}>
                  <Trans>Pinned on the map</Trans>
                </p>
              ) : null}
              <div className={list.actions}>
                <Button tone="secondary" onClick={() => setEditing({ kind: 'edit', address })}>
                  <Trans>Edit {addressName}</Trans>
                </Button>
                <Button tone="ghost" onClick={() => setRemoving(address)}>
                  <Trans>Remove {addressName}</Trans>
                </Button>
              </div>
            </li>
            );
          })}
        </ul>
      )}
      {editing.kind === 'none' ? (
        addresses.length < maxSavedAddresses ? (
          <Button tone="secondary" onClick={() => setEditing({ kind: 'new' })}>
            <Trans>Add an address</Trans>
          </Button>
        ) : (
          <p className={list.hint}>{i18n._(addressRefusal('withinAddressLimit'))}</p>
        )
      ) : (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.addressId : 'new'}
          log={log}
          userId={userId}
          {...(editing.kind === 'edit' ? { editing: editing.address } : {})}
          onDone={done}
        />
      )}
      {removing ? (
        <ConfirmDialog
          title={<Trans>Remove {removingName}?</Trans>}
          confirmLabel={<Trans>Remove the address</Trans>}
          keepLabel={<Trans>Keep the address</Trans>}
          onConfirm={() => void remove(removing)}
          onKeep={() => setRemoving(null)}
        >
          <p>
            <Trans>Requests already booked to it keep their address.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
