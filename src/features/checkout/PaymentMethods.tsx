import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { CheckoutInput } from '../../../machines/checkout.machine.ts';
import { applePayAvailable } from '../../app/apple-pay.ts';
import { checkoutFlow } from '../../app/card-payments.ts';
import { inspectOption } from '../../app/inspector.ts';
import { useOnline } from '../../app/use-online.ts';
import { Button } from '../../ui/Button.tsx';
import { CardForm } from './CardForm.tsx';
import { PaymentNeedsConnection } from './PaymentNeedsConnection.tsx';
import { StcPayForm } from './StcPayForm.tsx';
import * as styles from './checkout.css.ts';

// The ways to pay a purchase, one checkout machine behind them: Apple Pay where the browser
// offers it, a card, or STC Pay. With no network none can start: a payment already under way
// goes on (its machine stays), but a new one waits for the connection.
export function PaymentMethods({ input, testMode, onPaid }: { input: CheckoutInput; testMode: boolean; onPaid: () => void }) {
  const [applePay] = useState(applePayAvailable);
  const [snapshot, send] = useMachine(checkoutFlow, { input: { ...input, applePayAvailable: applePay }, ...inspectOption() });
  const paid = snapshot.matches('paid');
  const online = useOnline();

  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);

  if (!online && snapshot.matches('editing')) return <PaymentNeedsConnection />;
  return (
    <>
      {applePay ? (
        <div className={styles.actions}>
          <Button type="button" disabled={!snapshot.matches('editing')} onClick={() => send({ type: 'applePay.pay' })}>
            <Trans>Pay with Apple Pay</Trans>
          </Button>
        </div>
      ) : null}
      <CardForm snapshot={snapshot} send={send} testMode={testMode} />
      <StcPayForm snapshot={snapshot} send={send} testMode={testMode} />
    </>
  );
}
