import { useLingui } from '@lingui/react/macro';
import type { ResetFailure } from '../../../machines/password-reset.machine.ts';
import { resetFailureText } from './reset-messages.ts';
import * as styles from './welcome.css.ts';

export function ResetFailureAlert({ failure }: { failure: ResetFailure | null }) {
  const { i18n } = useLingui();
  if (!failure) return null;
  return (
    <p className={styles.error} role="alert" data-testid="form-error">
      {i18n._(resetFailureText(failure))}
    </p>
  );
}
