import { useEffect } from 'react';
import { defaultSettings } from '../../../machines/domain/default-settings.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { showToast } from '../../app/toaster.ts';
import { useSessionLog } from '../../app/use-event-log.ts';
import { problemText } from '../booking/booking-messages.ts';
import { accountRefusal } from '../settings/settings-messages.ts';
import { refusedTitle } from './request-labels.ts';

// A proposal the server refused later (after it was shown, e.g. sent when back online):
// the customer reads why, translated; the log has already taken it back.
export function RefusalNotices() {
  const { session, toaster } = useAppServices();
  const log = useSessionLog(session.customerLog);
  useEffect(
    () =>
      log?.onRejection((rejection) =>
        showToast(toaster, {
          destructive: true,
          content: { title: refusedTitle, description: accountRefusal(rejection.code) ?? problemText(rejection.code, defaultSettings.workingHours) },
        }),
      ),
    [log, toaster],
  );
  return null;
}
