import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useProposal } from '../use-proposal.ts';
import { supportNumberDraft } from './support-number-draft.ts';
import * as styles from './settings.css.ts';

const saved = msg`Support number saved`;

/** The WhatsApp number customers' support links open (docs/decisions.md 20). */
export function SupportNumberForm({ supportNumber, log }: { supportNumber: string | null; log: EventLog | null }) {
  const { propose } = useProposal(log);
  const [invalid, setInvalid] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = supportNumberDraft(String(new FormData(event.currentTarget).get('supportNumber') ?? ''));
    setInvalid('problem' in result);
    if ('draft' in result) await propose(result.draft, saved);
  };

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-labelledby="support-number-title">
      <h3 id="support-number-title" className={styles.sectionTitle}>
        <Trans>WhatsApp support</Trans>
      </h3>
      <TextField
        name="supportNumber"
        label={<Trans>Support WhatsApp number</Trans>}
        defaultValue={supportNumber ?? ''}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        ltr
        aria-invalid={invalid ? true : undefined}
        hint={
          invalid ? (
            <span className={styles.problem}>
              <Trans>Enter a Saudi mobile (05XXXXXXXX) or an international number starting with + and the country code.</Trans>
            </span>
          ) : supportNumber ? (
            <Trans>Customers’ WhatsApp links open a chat with this number.</Trans>
          ) : (
            <Trans>Until it is set, customers see no WhatsApp link.</Trans>
          )
        }
      />
      <div>
        <Button type="submit">
          <Trans>Save the support number</Trans>
        </Button>
      </div>
    </form>
  );
}
