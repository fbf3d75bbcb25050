import { useEffect } from 'react';
import { useAppServices } from '../../app/app-context.tsx';
import { selectSettings } from '../../app/log-readings.ts';
import { showToast } from '../../app/toaster.ts';
import { useSessionLog } from '../../app/use-event-log.ts';
import { refusalReason } from '../unsent/refusal-reason.ts';
import { refusedTitle } from './request-labels.ts';

// A proposal the server refused later (after it was shown, e.g. sent when back online):
// the customer reads why, translated, at once; the log keeps it, shown where it was made and
// in the dashboard's "Not sent" list until seen (src/features/unsent/).
export function RefusalNotices() {
  const { session, toaster } = useAppServices();
  const log = useSessionLog(session.customerLog);
  useEffect(
    () =>
      log?.onRejection((rejection) =>
        showToast(toaster, {
          destructive: true,
          content: { title: refusedTitle, description: refusalReason(rejection.code, selectSettings(log).workingHours) },
        }),
      ),
    [log, toaster],
  );
  return null;
}
