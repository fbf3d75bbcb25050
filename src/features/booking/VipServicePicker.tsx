import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bookingMachine } from '../../../machines/booking.machine.ts';
import { vipServiceIds } from '../../../machines/domain/constants.ts';
import { serviceNames } from '../services/service-names.ts';
import * as styles from './booking.css.ts';

/** The VIP booking's services: at most 2; a third stays unchecked and says why (maxServicesWarning). */
export function VipServicePicker({ booking }: { booking: ActorRefFrom<typeof bookingMachine> }) {
  const { i18n } = useLingui();
  const services = useSelector(booking, (snapshot) => snapshot.context.services);
  const tooMany = useSelector(booking, (snapshot) => snapshot.context.tooManyServices);
  return (
    <fieldset className={styles.servicePicker}>
      <legend className={styles.label}>
        <Trans>Choose up to 2 services</Trans>
      </legend>
      {vipServiceIds.map((serviceId) => (
        <label key={serviceId} className={styles.serviceChoice}>
          <input
            type="checkbox"
            checked={services.includes(serviceId)}
            onChange={() => booking.send({ type: 'toggleService', serviceId })}
          />
          {i18n._(serviceNames[serviceId])}
        </label>
      ))}
      {tooMany ? (
        <p className={styles.problem} role="alert">
          <Trans>You can choose at most 2 services for one VIP visit.</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}
