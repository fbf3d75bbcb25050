import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deleteAccount } from '../../app/account-deletion.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { showToast } from '../../app/toaster.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { accountNotDeleted, settingsRefusal } from './settings-messages.ts';
import * as styles from './settings.css.ts';

// "Delete my account" (PDPL right to erasure, docs/decisions.md 34): a dialog says what is lost
// and takes the password again; the server decides, and once the account is gone the tab signs out.
export function AccountDeletion() {
  const { i18n } = useLingui();
  const { session, toaster } = useAppServices();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<{ code: string; retryAfterSeconds?: number } | null>(null);

  const confirm = async () => {
    setAsking(false);
    const answer = await deleteAccount(password);
    setPassword('');
    if (answer.ok) {
      session.auth.send({ type: 'logout' });
      return;
    }
    setRefusal(answer);
    showToast(toaster, { destructive: true, content: { title: accountNotDeleted, description: settingsRefusal(answer.code, answer.retryAfterSeconds) } });
  };

  return (
    <>
      <p className={styles.hint}>
        <Trans>Deleting your account erases your name, contacts, addresses, messages and photos for good. Tax invoices stay, without your name.</Trans>
      </p>
      {refusal ? (
        <p className={styles.error} role="alert" data-testid="deletion-error">
          {i18n._(settingsRefusal(refusal.code, refusal.retryAfterSeconds))}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button tone="danger" onClick={() => setAsking(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={<Trans>Delete your account?</Trans>}
          confirmLabel={<Trans>Delete my account</Trans>}
          keepLabel={<Trans>Keep my account</Trans>}
          onConfirm={() => void confirm()}
          onKeep={() => {
            setAsking(false);
            setPassword('');
          }}
        >
          <p data-testid="deletion-warning">
            <Trans>This cannot be undone. A running VIP plan and its unused visits are lost, and requests waiting for an offer are cancelled.</Trans>
          </p>
          <TextField
            label={<Trans>Your password</Trans>}
            type="password"
            autoComplete="current-password"
            aria-required="true"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
