import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { paymentVerificationFlow } from '../../app/card-payments.ts';
import { inspectOption } from '../../app/inspector.ts';
import { Button } from '../../ui/Button.tsx';
import { paymentProblemText } from './checkout-messages.ts';
import * as styles from './checkout.css.ts';

// The test provider's 3-D Secure style step: where a bank would ask for a one-time code, the
// customer chooses the outcome, and is sent back to the checkout to have it confirmed.
export function PaymentVerificationPage({ paymentId }: { paymentId: string }) {
  const { i18n } = useLingui();
  const [snapshot, send] = useMachine(paymentVerificationFlow, { input: { paymentId }, ...inspectOption() });
  const mayAnswer = snapshot.can({ type: 'approve' });
  return (
    <section className={styles.page} aria-labelledby="verification-title">
      <h1 id="verification-title" className={styles.title}>
        <Trans>Confirm your payment</Trans>
      </h1>
      <p>
        <Trans>Test mode: your bank would ask you to confirm this payment here.</Trans>
      </p>
      {snapshot.matches('notSent') ? (
        <p role="alert" className={styles.alert}>
          {i18n._(paymentProblemText('networkError'))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => send({ type: 'approve' })} disabled={!mayAnswer}>
          <Trans>Confirm payment</Trans>
        </Button>
        <Button tone="secondary" onClick={() => send({ type: 'fail' })} disabled={!mayAnswer}>
          <Trans>Fail confirmation</Trans>
        </Button>
      </div>
    </section>
  );
}
