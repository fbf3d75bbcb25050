import { Trans, useLingui } from '@lingui/react/macro';
import { formatBusinessMoment } from '../../../app/business-dates.ts';

/** When the customer last signed in (Riyadh time), or that they never have. */
export function LastSeen({ at }: { at: string | null }) {
  const { i18n } = useLingui();
  if (!at) return <Trans>Never signed in</Trans>;
  return <time dateTime={at}>{formatBusinessMoment(at, i18n.locale)}</time>;
}
