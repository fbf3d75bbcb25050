import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bookingMachine } from '../../../machines/booking.machine.ts';
import type { SavedAddress } from '../../../machines/domain/saved-addresses.ts';
import { selectLastUsedAddress, selectSavedAddresses } from '../../app/saved-addresses.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { LabelledField } from '../../ui/LabelledField.tsx';
import * as styles from './booking.css.ts';

type BookingActor = ActorRefFrom<typeof bookingMachine>;

const fillFrom = (booking: BookingActor, address: SavedAddress) => {
  booking.send({ type: 'edit', field: 'address', value: address.text });
  booking.send(address.coordinates ? { type: 'pickLocation', coordinates: address.coordinates } : { type: 'clearLocation' });
};

// One of the customer's saved addresses fills the booking's address and pin. A form that
// opens with no address yet starts with the one the last booking went to.
export function SavedAddressPicker({ booking, log }: { booking: BookingActor; log: EventLog }) {
  const { t } = useLingui();
  const addresses = useLogSelector(log, selectSavedAddresses, []);
  const lastUsed = useLogSelector(log, selectLastUsedAddress, null);
  const typed = useSelector(booking, (snapshot) => snapshot.context.fields.address.trim());
  const pin = useSelector(booking, (snapshot) => snapshot.context.coordinates);
  const preselected = useRef(false);

  useEffect(() => {
    if (preselected.current || !lastUsed) return;
    preselected.current = true;
    if (booking.getSnapshot().context.fields.address.trim() === '') fillFrom(booking, lastUsed);
  }, [booking, lastUsed]);

  if (addresses.length === 0) return null;
  const chosen = addresses.find(
    (address) => address.text === typed && address.coordinates?.lat === pin?.lat && address.coordinates?.lng === pin?.lng,
  );

  return (
    <LabelledField label={<Trans>Saved address</Trans>}>
      {({ id }) => (
        <select
          id={id}
          className={styles.control}
          value={chosen?.addressId ?? ''}
          onChange={(event) => {
            const address = addresses.find((saved) => saved.addressId === event.currentTarget.value);
            if (address) fillFrom(booking, address);
          }}
        >
          <option value="">{t`Another address`}</option>
          {addresses.map((address) => (
            <option key={address.addressId} value={address.addressId}>
              {address.name}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
