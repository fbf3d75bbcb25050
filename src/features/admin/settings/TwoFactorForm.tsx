import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { confirmTotp, disableTotp, enrolTotp, totpStatus } from '../../../app/admin-accounts.ts';
import { useAppServices } from '../../../app/app-context.tsx';
import { showToast } from '../../../app/toaster.ts';
import { Button } from '../../../ui/Button.tsx';
import { QrCode } from '../../../ui/QrCode.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { failureText } from '../../account/auth-messages.ts';
import * as own from './admins.css.ts';
import * as styles from './settings.css.ts';

type Stage = { step: 'off' } | { step: 'scanning'; secret: string; otpauthUrl: string } | { step: 'recoveryCodes'; codes: string[] } | { step: 'on' };

const said = { on: msg`Two-factor sign-in is on`, off: msg`Two-factor sign-in is off` };

// The admin's own optional two-factor sign-in: scan the secret into an authenticator app,
// confirm with its code, keep the recovery codes (shown once); turning it off takes a code.
export function TwoFactorForm() {
  const { t } = useLingui();
  const { toaster } = useAppServices();
  const [stage, setStage] = useState<Stage | null>(null);
  const [code, setCode] = useState('');

  useEffect(() => {
    void totpStatus().then((enabled) => setStage(enabled ? { step: 'on' } : { step: 'off' }));
  }, []);

  const refused = (failure: { code: string; retryAfterSeconds?: number }) => {
    const text = failureText('adminLogin', failure);
    showToast(toaster, { destructive: true, content: { title: msg`Not saved`, description: text.description ?? text.title } });
  };
  const start = async () => {
    const answer = await enrolTotp();
    if (answer.ok) setStage({ step: 'scanning', secret: answer.secret, otpauthUrl: answer.otpauthUrl });
    else refused(answer);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await confirmTotp(code.trim());
    setCode('');
    if (!answer.ok) return refused(answer);
    showToast(toaster, { content: { title: said.on } });
    setStage({ step: 'recoveryCodes', codes: answer.recoveryCodes });
  };
  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await disableTotp(code.trim());
    setCode('');
    if (!answer.ok) return refused(answer);
    showToast(toaster, { content: { title: said.off } });
    setStage({ step: 'off' });
  };
  const codeField = (
    <TextField
      label={<Trans>Authentication code</Trans>}
      autoComplete="one-time-code"
      inputMode="numeric"
      ltr
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );

  if (!stage) return null;
  return (
    <section className={styles.form} aria-labelledby="two-factor-title" data-testid="two-factor">
      <h3 id="two-factor-title" className={styles.sectionTitle}>
        <Trans>Two-factor sign-in</Trans>
      </h3>
      {stage.step === 'off' ? (
        <>
          <p className={styles.note}>
            <Trans>Off. With it on, signing in also takes a code from an authenticator app on your phone.</Trans>
          </p>
          <Button tone="secondary" onClick={() => void start()}>
            <Trans>Set up two-factor sign-in</Trans>
          </Button>
        </>
      ) : null}
      {stage.step === 'scanning' ? (
        <form className={own.addForm} onSubmit={(event) => void confirm(event)}>
          <p className={styles.note}>
            <Trans>Scan this code with your authenticator app, or type the key, then enter the code it shows.</Trans>
          </p>
          <QrCode text={stage.otpauthUrl} label={t`QR code of your two-factor key`} className={own.qr} />
          <p>
            <Trans>
              Key: <code dir="ltr" data-testid="totp-secret">{stage.secret}</code>
            </Trans>
          </p>
          {codeField}
          <Button type="submit" disabled={code.trim() === ''}>
            <Trans>Turn on</Trans>
          </Button>
        </form>
      ) : null}
      {stage.step === 'recoveryCodes' ? (
        <>
          <p className={styles.note}>
            <Trans>Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are not shown again.</Trans>
          </p>
          <ul className={own.codes} dir="ltr" data-testid="recovery-codes">
            {stage.codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Button onClick={() => setStage({ step: 'on' })}>
            <Trans>I have kept them</Trans>
          </Button>
        </>
      ) : null}
      {stage.step === 'on' ? (
        <form className={own.addForm} onSubmit={(event) => void turnOff(event)}>
          <p className={styles.note}>
            <Trans>On: signing in takes a code from your authenticator app.</Trans>
          </p>
          {codeField}
          <Button type="submit" tone="danger" disabled={code.trim() === ''}>
            <Trans>Turn off</Trans>
          </Button>
        </form>
      ) : null}
    </section>
  );
}
