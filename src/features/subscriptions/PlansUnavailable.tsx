import { Trans } from '@lingui/react/macro';

/** The plans could not be read (a visitor offline): said once, the same on both plan pages. */
export function PlansUnavailable() {
  return (
    <p role="alert">
      <Trans>We could not load the plans. Check your connection and try again.</Trans>
    </p>
  );
}
