// The offers /offers shows: a signed-in customer's log once it has heard from the server (live),
// else what the route loaded; only those still running on Riyadh's `today`. Null: none could be read.
import { useMemo } from 'react';
import type { Offer } from '../../../machines/domain/settings-events.ts';
import { offersOnShow, type SettingsContext } from '../../../machines/settings.machine.ts';
import { selectSettings } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import type { EventLog } from '../../eventlog/event-log.ts';

const selectOffers = (log: EventLog): readonly Offer[] | null => (log.status() === 'connecting' ? null : selectSettings(log).offers);

export function useOffers(loaded: SettingsContext | null, today: string): Offer[] | null {
  const { log } = useCustomer();
  const offers = useLogSelector(log, selectOffers, null) ?? loaded?.offers ?? null;
  return useMemo(() => (offers ? offersOnShow(offers, today) : null), [offers, today]);
}
