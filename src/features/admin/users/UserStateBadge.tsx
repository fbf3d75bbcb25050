import { useLingui } from '@lingui/react/macro';
import type { UserState } from '../../../../machines/projections/admin-users.ts';
import { accountStateNames } from '../event-words.ts';
import * as styles from './users.css.ts';

export function UserStateBadge({ state }: { state: UserState }) {
  const { i18n } = useLingui();
  return (
    <span className={styles.stateBadge({ state })} data-state={state}>
      {i18n._(accountStateNames[state])}
    </span>
  );
}
