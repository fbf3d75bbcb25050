import { Trans } from '@lingui/react/macro';
import * as styles from './checkout.css.ts';

// Paying goes through the payment provider, which a device with no network cannot reach: the
// checkout shows what is to be paid, and this in place of the ways to pay until it is back.
export function PaymentNeedsConnection() {
  return (
    <section className={styles.form} aria-labelledby="payment-offline-title">
      <h2 id="payment-offline-title" className={styles.methodTitle}>
        <Trans>Paying needs a connection</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>Connect this device to the internet to pay. Nothing is charged until then.</Trans>
      </p>
    </section>
  );
}
