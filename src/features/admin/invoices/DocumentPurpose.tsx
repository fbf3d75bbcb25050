import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DocumentFor } from '../../../../machines/projections/tax-documents.ts';
import { OrderNumber } from '../../../ui/OrderNumber.tsx';

/** What a tax document is for: a request by its order number, or a plan by its customer's page. */
export function DocumentPurpose({ purpose }: { purpose: DocumentFor }) {
  if (purpose.kind === 'request') {
    return (
      <Trans>
        Request <OrderNumber value={purpose.orderNumber} />
      </Trans>
    );
  }
  return (
    <Link to="/admin/users/$userId" params={{ userId: purpose.customerId }}>
      <Trans>
        Plan of customer <span dir="ltr">{purpose.customerId}</span>
      </Trans>
    </Link>
  );
}
