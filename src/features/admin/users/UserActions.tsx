import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { UserRow } from '../../../../machines/projections/admin-users.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { button } from '../../../ui/button.css.ts';
import { NoteField } from '../NoteField.tsx';
import { useProposal } from '../use-proposal.ts';
import { reinstateDraft, suspendDraft } from './user-drafts.ts';
import * as styles from './users.css.ts';

const said = { suspended: msg`User suspended`, reinstated: msg`User reinstated` };

/** Suspend (with an optional reason) or reinstate the customer; grant them a plan. */
export function UserActions({ user, log }: { user: UserRow; log: EventLog | null }) {
  const { t } = useLingui();
  const { propose } = useProposal(log);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);

  const send = async (suspend: boolean) => {
    setSending(true);
    const done = suspend
      ? await propose(suspendDraft(user.userId, reason), said.suspended)
      : await propose(reinstateDraft(user.userId), said.reinstated);
    setSending(false);
    if (done) setReason('');
  };

  return (
    <section className={styles.actions} aria-labelledby="user-actions-title">
      <h2 id="user-actions-title" className={styles.sectionTitle}>
        <Trans>Account actions</Trans>
      </h2>
      {user.state === 'suspended' ? (
        <p className={styles.meta}>
          <Trans>This customer cannot sign in until reinstated.</Trans>
        </p>
      ) : (
        <NoteField
          label={t`Reason for the suspension (optional)`}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      <div className={styles.actionRow}>
        {user.state === 'suspended' ? (
          <Button disabled={sending} onClick={() => void send(false)}>
            <Trans>Reinstate</Trans>
          </Button>
        ) : (
          <Button tone="danger" disabled={sending} onClick={() => void send(true)}>
            <Trans>Suspend</Trans>
          </Button>
        )}
        <Link to="/admin/grant-subscription/$userId" params={{ userId: user.userId }} className={button({ tone: 'secondary' })}>
          <Trans>Grant subscription</Trans>
        </Link>
      </div>
    </section>
  );
}
