import { useLingui } from '@lingui/react/macro';
import type { RequestBadge } from '../../../../machines/request-status.ts';
import { statusLabels } from '../../../ui/status-labels.ts';
import * as styles from './requests.css.ts';

export function StatusBadge({ badge }: { badge: RequestBadge }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.badge({ badge })} data-badge={badge}>
      {i18n._(statusLabels[badge])}
    </span>
  );
}
