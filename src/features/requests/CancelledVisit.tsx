import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { halalasToRiyals } from '../../../machines/domain/halalas.ts';
import { cancellationRefund } from '../../../machines/projections/refund-receipts.ts';
import type { RequestContext } from '../../../machines/request.machine.ts';
import { formatBusinessMoment } from '../../app/business-dates.ts';
import { button } from '../../ui/button.css.ts';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import * as styles from './requests.css.ts';

// A visit the customer gave up: when, the fee kept, and where its refund stands (on its way to
// the card, then made, with its receipt).
export function CancelledVisit({ requestId, request }: { requestId: string; request: RequestContext }) {
  const { i18n } = useLingui();
  const { cancellation, cancelledAt } = request;
  if (!cancellation || !cancelledAt) return null;
  const refund = cancellationRefund(request);
  const when = formatBusinessMoment(cancelledAt, i18n.locale);
  const fee = <RiyalAmount value={halalasToRiyals(cancellation.feeHalalas)} />;
  const back = <RiyalAmount value={halalasToRiyals(cancellation.refundHalalas)} />;
  return (
    <div className={styles.cancelled} data-testid="visit-cancelled" data-refund={refund}>
      <p>
        <Trans>You cancelled this visit on {when}.</Trans>
      </p>
      {cancellation.feeHalalas > 0 ? (
        <p>
          <Trans>Cancellation fee kept: {fee}.</Trans>
        </p>
      ) : null}
      {refund === 'pending' ? (
        <p role="status">
          <Trans>Your refund of {back} is on its way to your card.</Trans>
        </p>
      ) : null}
      {refund === 'refunded' ? (
        <div className={styles.actions}>
          <p role="status">
            <Trans>{back} refunded to your card.</Trans>
          </p>
          <Link to="/refund-receipt/$requestId" params={{ requestId }} className={button({ tone: 'secondary' })}>
            <Trans>View refund receipt</Trans>
          </Link>
        </div>
      ) : null}
    </div>
  );
}
