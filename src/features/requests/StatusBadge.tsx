import { useLingui } from '@lingui/react/macro';
import type { RequestBadge } from '../../../machines/request-status.ts';
import { customerStatusLabels } from '../../ui/status-labels.ts';
import * as styles from './requests.css.ts';

const badgeTones: Record<RequestBadge, 'neutral' | 'good' | 'bad'> = {
  pending: 'neutral',
  accepted: 'good',
  offerAccepted: 'good',
  paid: 'good',
  appointed: 'good',
  onTheWay: 'good',
  arrived: 'good',
  completed: 'good',
  rejected: 'bad',
  offerRejected: 'bad',
  cancelled: 'bad',
};

/** A request's status as the customer reads it, in its colour. */
export function StatusBadge({ badge }: { badge: RequestBadge }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.badge({ tone: badgeTones[badge] })} data-testid="request-badge">
      {i18n._(customerStatusLabels[badge])}
    </span>
  );
}
