import { defaultSettings } from '../../machines/domain/default-settings.ts';
import { PrivacyNoticePage } from '../features/privacy/PrivacyNoticePage.tsx';
import { privacyRoute } from './privacy.tsx';

// `/privacy`'s page (loaded lazily); offline, it names the company as the defaults do.
export function PrivacyRoute() {
  const { settings } = privacyRoute.useLoaderData();
  const { company, supportNumber } = settings ?? defaultSettings;
  return <PrivacyNoticePage company={company} supportNumber={supportNumber} />;
}
