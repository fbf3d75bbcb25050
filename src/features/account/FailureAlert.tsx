import { useLingui } from '@lingui/react/macro';
import type { AuthAttempt } from '../../../machines/auth-events.ts';
import type { AuthFailure } from '../../../machines/domain/auth-sessions.ts';
import { failureText } from './auth-messages.ts';
import * as styles from './welcome.css.ts';

/** The last refusal, kept beside the form after its toast has gone. */
export function FailureAlert({ attempt, failure }: { attempt: AuthAttempt; failure: AuthFailure | null }) {
  const { i18n } = useLingui();
  // A failure naming its fields is shown beside each of them instead.
  if (!failure || failure.fields) return null;
  const text = failureText(attempt, failure);
  return (
    <p className={styles.error} data-testid="form-error">
      {i18n._(text.description ?? text.title)}
    </p>
  );
}
