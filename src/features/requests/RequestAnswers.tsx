import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { awaitsCustomerAnswer, mayCancel } from '../../../machines/request-status.ts';
import { defaultSettings } from '../../../machines/domain/default-settings.ts';
import { useAppServices } from '../../app/app-context.tsx';
import type { CustomerRequestRow } from '../../app/log-readings.ts';
import { answerRequest, cancellingReturnsVisit, type RequestAnswer } from '../../app/request-answers.ts';
import { showToast } from '../../app/toaster.ts';
import type { EventLog } from '../../eventlog/event-log.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { problemText } from '../booking/booking-messages.ts';
import { answerToasts, refusedTitle } from './request-labels.ts';
import * as styles from './requests.css.ts';

type AskedFirst = Exclude<RequestAnswer, 'request.offerAccepted'>;

// The customer's answers to a request in its state: accept or reject the offer, cancel. The
// two that cannot be undone are asked first, saying what they mean; one answer at a time, so
// a double tap sends it once.
export function RequestAnswers({ row, log }: { row: CustomerRequestRow; log: EventLog }) {
  const { toaster } = useAppServices();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<AskedFirst | null>(null);
  const [answering, setAnswering] = useState(false);
  const { snapshot, request } = row;

  const answer = async (type: RequestAnswer) => {
    setAnswering(true);
    const result = await answerRequest(log, row.requestId, type);
    setAnswering(false);
    // An accepted offer with a price goes on to its checkout; one included in the plan is scheduled.
    if (result.accepted && type === 'request.offerAccepted' && request.priceHalalas) {
      void navigate({ to: '/checkout/$requestId', params: { requestId: row.requestId } });
    }
    showToast(
      toaster,
      result.accepted
        ? { content: { title: answerToasts[type] } }
        : { destructive: true, content: { title: refusedTitle, description: problemText(result.reason, defaultSettings.workingHours) } },
    );
  };
  const confirmed = (type: AskedFirst) => () => {
    setAsking(null);
    void answer(type);
  };
  const kept = () => setAsking(null);

  if (!mayCancel(snapshot)) return null;
  return (
    <div className={styles.actions}>
      {awaitsCustomerAnswer(snapshot) ? (
        <>
          <Button disabled={answering} onClick={() => void answer('request.offerAccepted')}>
            <Trans>Accept offer</Trans>
          </Button>
          <Button tone="secondary" disabled={answering} onClick={() => setAsking('request.offerRejected')}>
            <Trans>Reject offer</Trans>
          </Button>
        </>
      ) : null}
      <Button tone="ghost" disabled={answering} onClick={() => setAsking('request.cancelled')}>
        <Trans>Cancel request</Trans>
      </Button>
      {asking === 'request.offerRejected' ? (
        <ConfirmDialog
          title={<Trans>Reject this offer?</Trans>}
          confirmLabel={<Trans>Reject offer</Trans>}
          keepLabel={<Trans>Keep the offer</Trans>}
          onConfirm={confirmed('request.offerRejected')}
          onKeep={kept}
        >
          <p>
            <Trans>You cannot accept this offer afterwards. The company may send you a new one.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
      {asking === 'request.cancelled' ? (
        <ConfirmDialog
          title={<Trans>Cancel this request?</Trans>}
          confirmLabel={<Trans>Cancel request</Trans>}
          keepLabel={<Trans>Keep the request</Trans>}
          onConfirm={confirmed('request.cancelled')}
          onKeep={kept}
        >
          <p>
            <Trans>Nobody will come for it, and you cannot undo this. Cancelling costs nothing.</Trans>
          </p>
          {cancellingReturnsVisit(log, row.requestId) ? (
            <p>
              <Trans>The visit it used goes back to your plan.</Trans>
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
