import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import * as fieldStyles from '../../ui/text-field.css.ts';
import * as styles from './privacy-consent.css.ts';

/** The registration's box "I have read and accept the privacy notice"; the notice opens in a new tab so the form keeps what was typed. */
export function PrivacyNoticeConsent({ problem }: { problem?: ReactNode }) {
  const problemId = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="privacyNoticeAccepted"
          className={styles.box}
          aria-required="true"
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {})}
        />
        <span>
          <Trans>
            I have read and accept the{' '}
            <Link to="/privacy" target="_blank" className={styles.link}>
              privacy notice
            </Link>
          </Trans>
        </span>
      </label>
      {problem ? (
        <span id={problemId} className={fieldStyles.problem} data-testid="field-problem">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
