// The settings a plan page shows: the signed-in customer's log (live), else what the route
// loaded for a visitor.
import type { SettingsContext } from '../../../machines/settings.machine.ts';
import { selectSettings } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';

export function usePlanSettings(loaded: SettingsContext | null): SettingsContext | null {
  const { log } = useCustomer();
  return useLogSelector(log, selectSettings, null) ?? loaded;
}
