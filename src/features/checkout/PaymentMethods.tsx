import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import type { CheckoutInput } from '../../../machines/checkout.machine.ts';
import { checkoutFlow } from '../../app/card-payments.ts';
import { inspectOption } from '../../app/inspector.ts';
import { CardForm } from './CardForm.tsx';
import { StcPayForm } from './StcPayForm.tsx';

// The ways to pay a purchase, one checkout machine behind them: a card, or STC Pay.
export function PaymentMethods({ input, testMode, onPaid }: { input: CheckoutInput; testMode: boolean; onPaid: () => void }) {
  const [snapshot, send] = useMachine(checkoutFlow, { input, ...inspectOption() });
  const paid = snapshot.matches('paid');

  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);

  return (
    <>
      <CardForm snapshot={snapshot} send={send} testMode={testMode} />
      <StcPayForm snapshot={snapshot} send={send} testMode={testMode} />
    </>
  );
}
