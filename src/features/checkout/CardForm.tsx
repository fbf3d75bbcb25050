import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { typedCardBrand, type CardField, type CheckoutEvent, type CheckoutSnapshot } from '../../../machines/checkout.machine.ts';
import { Button } from '../../ui/Button.tsx';
import { cardBrandNames } from '../../ui/payment-method-names.ts';
import { TextField } from '../../ui/TextField.tsx';
import { paymentProblemText } from './checkout-messages.ts';
import * as styles from './checkout.css.ts';

// The card form of the provider: the card goes to the provider, never into our log.
export interface PaymentFormProps {
  snapshot: CheckoutSnapshot;
  send: (event: CheckoutEvent) => void;
  testMode: boolean;
}

export function CardForm({ snapshot, send, testMode }: PaymentFormProps) {
  const { i18n, t } = useLingui();
  const { context } = snapshot;
  const busy = !snapshot.matches('editing');
  const paying = snapshot.matches('paying') || snapshot.matches('confirming') || snapshot.matches('confirmingElsewhere');

  const brand = typedCardBrand(context.fields);
  // The scheme the number belongs to, read with the number field while no problem is.
  const brandMark = brand ? (
    <span className={styles.brandMark} data-testid="card-brand" data-brand={brand}>
      {i18n._(cardBrandNames[brand])}
    </span>
  ) : undefined;
  const field = (name: CardField) => {
    const problem = context.problems[name];
    return {
      value: context.fields[name],
      onChange: (event: { target: { value: string } }) => send({ type: 'edit', field: name, value: event.target.value }),
      'aria-invalid': problem ? true : undefined,
      hint: problem ? <span className={styles.problem}>{i18n._(paymentProblemText(problem))}</span> : name === 'number' ? brandMark : undefined,
      disabled: busy,
    };
  };
  const pay = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'pay' });
  };

  return (
    <form className={styles.form} onSubmit={pay} noValidate aria-label={t`Card payment`}>
      {testMode ? (
        <p className={styles.hint}>
          <Trans>
            Test mode: no real card is charged. Card 4242 4242 4242 4242 is paid (mada: 4201 3201 1111 1010), 4000 0000 0000 0002 is declined.
          </Trans>
        </p>
      ) : null}
      <TextField label={<Trans>Name on card</Trans>} autoComplete="cc-name" {...field('name')} />
      <TextField label={<Trans>Card number</Trans>} autoComplete="cc-number" inputMode="numeric" ltr {...field('number')} />
      <div className={styles.pair}>
        <TextField label={<Trans>Expiry date (MM/YY)</Trans>} autoComplete="cc-exp" inputMode="numeric" placeholder="MM/YY" ltr {...field('expiry')} />
        <TextField label={<Trans>Security code</Trans>} autoComplete="cc-csc" inputMode="numeric" ltr {...field('cvc')} />
      </div>
      {context.refusal ? (
        <p role="alert" className={styles.alert}>
          {i18n._(paymentProblemText(context.refusal))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {paying ? <Trans>Paying…</Trans> : <Trans>Pay now</Trans>}
        </Button>
      </div>
    </form>
  );
}
