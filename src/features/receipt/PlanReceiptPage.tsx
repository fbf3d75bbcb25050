import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { selectOwnPlanReceipts, selectStillConnecting } from '../../app/log-readings.ts';
import { useCustomer } from '../../app/use-customer.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { button } from '../../ui/button.css.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { planDays, planNames, visitsPerMonth } from '../subscriptions/plan-words.ts';
import { PaidInvoice } from './PaidInvoice.tsx';
import { InvoiceLine } from './TaxInvoice.tsx';

// `/receipt/plan/{invoiceNumber}`: a VIP plan the customer bought by card, as a printable,
// downloadable invoice. Any other invoice number (anyone else's, a request's) is the not-found page.
export function PlanReceiptPage({ invoiceNumber }: { invoiceNumber: string }) {
  const { i18n } = useLingui();
  const { log } = useCustomer();
  const connecting = useLogSelector(log, selectStillConnecting, true);
  const bought = useLogSelector(log, selectOwnPlanReceipts, []).find(({ receipt }) => receipt.invoiceNumber === invoiceNumber);
  if (!bought) return connecting ? null : <NotFoundPage />;
  const name = i18n._(planNames[bought.plan]);
  return (
    <PaidInvoice
      receipt={bought.receipt}
      back={
        <Link to="/subscriptions" className={button({ tone: 'ghost' })}>
          <Trans>See the plans</Trans>
        </Link>
      }
    >
      <InvoiceLine label={<Trans>Plan</Trans>} testId="invoice-plan">
        <Trans>{name} plan</Trans>
      </InvoiceLine>
      <InvoiceLine label={<Trans>Visits</Trans>}>{i18n._(visitsPerMonth(bought.maxVisits))}</InvoiceLine>
      <InvoiceLine label={<Trans>Runs for</Trans>}>{i18n._(planDays(bought.days))}</InvoiceLine>
    </PaidInvoice>
  );
}
