import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { StcPayField } from '../../../machines/checkout.machine.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { PaymentFormProps } from './CardForm.tsx';
import { paymentProblemText } from './checkout-messages.ts';
import * as styles from './checkout.css.ts';

// Paying with STC Pay: the wallet's mobile, then the code STC Pay texts to it.
export function StcPayForm({ snapshot, send, testMode }: PaymentFormProps) {
  const { i18n, t } = useLingui();
  const { stcPay } = snapshot.context;
  const askingMobile = snapshot.matches('editing') || snapshot.matches('sendingStcPayCode');
  const busy = !snapshot.matches('editing') && !snapshot.matches('awaitingStcPayCode');

  const field = (name: StcPayField) => ({
    value: stcPay.fields[name],
    onChange: (event: { target: { value: string } }) => send({ type: 'stcPay.edit', field: name, value: event.target.value }),
    problem: stcPay.problem ? <span className={styles.problem}>{i18n._(paymentProblemText(stcPay.problem))}</span> : undefined,
    disabled: busy,
    inputMode: 'numeric' as const,
    ltr: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: askingMobile ? 'stcPay.sendCode' : 'stcPay.submitCode' });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`STC Pay`}>
      <h2 className={styles.methodTitle}>
        <Trans>Pay with STC Pay</Trans>
      </h2>
      {testMode ? (
        <p className={styles.hint}>
          <Trans>Test mode: no code is texted. Code 123456 pays, any other is refused.</Trans>
        </p>
      ) : null}
      {askingMobile ? (
        <TextField key="mobile" label={<Trans>STC Pay mobile number</Trans>} autoComplete="tel" placeholder="05XXXXXXXX" {...field('mobile')} />
      ) : (
        <>
          <p role="status" className={styles.hint}>
            <Trans>
              STC Pay sent a code to <span dir="ltr">{stcPay.fields.mobile}</span>.
            </Trans>
          </p>
          <TextField key="code" label={<Trans>Code from STC Pay</Trans>} autoComplete="one-time-code" autoFocus {...field('code')} />
        </>
      )}
      {stcPay.refusal ? (
        <p role="alert" className={styles.alert}>
          {i18n._(paymentProblemText(stcPay.refusal))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {askingMobile ? <Trans>Send code</Trans> : <Trans>Pay with STC Pay</Trans>}
        </Button>
        {askingMobile ? null : (
          <Button type="button" tone="secondary" disabled={busy} onClick={() => send({ type: 'stcPay.changeMobile' })}>
            <Trans>Change number</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
