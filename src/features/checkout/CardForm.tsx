import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { typedCardBrand, type CardField, type CheckoutInput } from '../../../machines/checkout.machine.ts';
import { checkoutFlow } from '../../app/card-payments.ts';
import { inspectOption } from '../../app/inspector.ts';
import { Button } from '../../ui/Button.tsx';
import { cardBrandNames } from '../../ui/card-brand-names.ts';
import { TextField } from '../../ui/TextField.tsx';
import { paymentProblemText } from './checkout-messages.ts';
import * as styles from './checkout.css.ts';

// The card form of the provider: the card goes to the provider, never into our log.
export function CardForm({ input, testMode, onPaid }: { input: CheckoutInput; testMode: boolean; onPaid: () => void }) {
  const { i18n, t } = useLingui();
  const [snapshot, send] = useMachine(checkoutFlow, { input, ...inspectOption() });
  const { context } = snapshot;
  const busy = !snapshot.matches('editing');
  const paid = snapshot.matches('paid');

  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);

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
          {busy ? <Trans>Paying…</Trans> : <Trans>Pay now</Trans>}
        </Button>
      </div>
    </form>
  );
}
