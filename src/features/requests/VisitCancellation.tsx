import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { halalasToRiyals } from '../../../machines/domain/halalas.ts';
import { mayCancelVisit } from '../../../machines/request-status.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { useNow } from '../../app/clock.ts';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import { selectSettings } from '../../app/log-readings.ts';
import { useLogSelector } from '../../app/use-event-log.ts';
import { cancellingReturnsVisit } from '../../app/request-answers.ts';
import { showToast } from '../../app/toaster.ts';
import { cancelVisit, cancellationQuote } from '../../app/visit-cancellation.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { RiyalAmount } from '../../ui/RiyalAmount.tsx';
import { cancellationRefusal } from './cancellation-words.ts';
import { refusedTitle, visitCancelledToast } from './request-labels.ts';
import * as styles from './requests.css.ts';

// "Cancel visit" on a paid or included visit, while it may still be given up (docs/decisions.md
// 26): the dialog shows the rule and what the customer gets back before they confirm, worked out
// by the rules in force at the minute it opened; the request machine checks the same figures.
export function VisitCancellation({ row, log }: { row: CustomerRequestRow; log: EventLog }) {
  const { t } = useLingui();
  const { toaster } = useAppServices();
  const now = new Date(useNow(30_000)).toISOString();
  const rules = useLogSelector(log, selectSettings, null)?.visitRules;
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  if (!rules || row.waiting || !mayCancelVisit(row.snapshot, now)) return null;

  const quote = cancellationQuote(row.request, rules, now);
  const paid = (row.request.priceHalalas ?? 0) > 0;
  const hours = t({ message: plural(rules.freeCancellationHours, { one: '# hour', other: '# hours' }) });
  const percent = rules.lateCancellationFeePercent;
  const refund = <RiyalAmount value={halalasToRiyals(quote.refundHalalas)} />;
  const fee = <RiyalAmount value={halalasToRiyals(quote.feeHalalas)} />;

  const confirm = async () => {
    setAsking(false);
    setSending(true);
    const result = await cancelVisit(log, row.requestId, quote, rules);
    setSending(false);
    showToast(
      toaster,
      result.accepted
        ? { content: { title: visitCancelledToast } }
        : { destructive: true, content: { title: refusedTitle, description: cancellationRefusal(result.reason) } },
    );
  };

  return (
    <div className={styles.actions}>
      <Button tone="ghost" disabled={sending} onClick={() => setAsking(true)}>
        <Trans>Cancel visit</Trans>
      </Button>
      {asking ? (
        <ConfirmDialog
          title={<Trans>Cancel this visit?</Trans>}
          confirmLabel={<Trans>Confirm cancellation</Trans>}
          keepLabel={<Trans>Keep the visit</Trans>}
          onConfirm={() => void confirm()}
          onKeep={() => setAsking(false)}
        >
          <p data-testid="cancellation-rule">
            <Trans>
              Free cancellation until {hours} before the visit; after that a fee of {percent} % of the price.
            </Trans>
          </p>
          {paid ? (
            <p data-testid="cancellation-figures">
              {quote.feeHalalas === 0 ? (
                <Trans>You will get back {refund}: the whole price.</Trans>
              ) : (
                <Trans>
                  You will get back {refund} (fee {fee}).
                </Trans>
              )}
            </p>
          ) : null}
          {cancellingReturnsVisit(log, row.requestId) ? (
            <p>
              <Trans>The visit it used goes back to your plan.</Trans>
            </p>
          ) : null}
          <p>
            <Trans>Nobody will come, and you cannot undo this.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
