import { Trans, useLingui } from '@lingui/react/macro';
import { halalasToRiyals } from '../../../machines/domain/halalas.ts';
import type { CustomerNotification } from '../../../machines/projections/customer-notifications.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { AppointmentLine } from '../requests/AppointmentLine.tsx';

/** What a notification says beyond its title: one case per kind. */
export function NotificationText({ item }: { item: CustomerNotification }) {
  const { i18n } = useLingui();
  const technician = item.technician ? (i18n.locale === 'ar' ? item.technician.ar : item.technician.en) : '';
  switch (item.kind) {
    case 'received':
      return <Trans>We will send you a price shortly.</Trans>;
    case 'offerMade':
      return (
        <Trans>
          Your request is priced at <RiyalAmount value={halalasToRiyals(item.priceHalalas ?? 0)} />. Open it to accept or reject the offer.
        </Trans>
      );
    case 'confirmed':
    case 'moved':
    case 'reminder':
      return item.window && item.technician ? <AppointmentLine appointment={{ ...item.window, technician: { name: item.technician } }} /> : null;
    case 'onTheWay':
      return (
        <Trans>
          <bdi>{technician}</bdi> expects to arrive at <span dir="ltr">{item.expectedAt}</span>.
        </Trans>
      );
    case 'completed':
      return <Trans>Thank you! Tell us how it went: leave a review.</Trans>;
    case 'refunded':
      return (
        <Trans>
          <RiyalAmount value={halalasToRiyals(item.amountHalalas ?? 0)} /> given back to your card.
        </Trans>
      );
  }
}
