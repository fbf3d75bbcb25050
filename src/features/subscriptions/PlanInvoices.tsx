import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { riyadhDateAt } from '../../../machines/domain/riyadh-calendar.ts';
import { formatBusinessDate } from '../../app/business-dates.ts';
import { selectOwnPlanReceipts } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { planNames } from './plan-words.ts';
import * as styles from './subscriptions.css.ts';

/** The signed-in customer's plans bought by card, newest first, each leading to its invoice; nothing for anyone else. */
export function PlanInvoices() {
  const { i18n } = useLingui();
  const { log } = useCustomer();
  const bought = useLogSelector(log, selectOwnPlanReceipts, []);
  if (bought.length === 0) return null;
  return (
    <section className={styles.invoices} aria-labelledby="plan-invoices-title">
      <h2 id="plan-invoices-title" className={styles.planName}>
        <Trans>Your plan invoices</Trans>
      </h2>
      <ul className={styles.invoiceList}>
        {bought.map(({ receipt, plan }) => {
          const name = i18n._(planNames[plan]);
          const day = formatBusinessDate(riyadhDateAt(receipt.paidAt), i18n.locale, 'medium');
          const number = receipt.invoiceNumber;
          return (
            <li key={number}>
              <Link to="/receipt/plan/$invoiceNumber" params={{ invoiceNumber: number }}>
                <Trans>
                  {name} plan, {day}: <span dir="ltr">{number}</span>
                </Trans>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
