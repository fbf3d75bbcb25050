import { useLingui } from '@lingui/react/macro';
import {
  isPlanFilter,
  isSuspendedFilter,
  planFilters,
  suspendedFilters,
  type UserFilters,
} from '../../../../machines/projections/user-filters.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { SelectField } from '../SelectField.tsx';
import { planFilterNames, suspendedFilterNames } from './user-words.ts';
import * as styles from './users.css.ts';

/** The list's search box and filters; every change narrows the list at once. */
export function UserFiltersForm({ filters, onChange }: { filters: UserFilters; onChange: (next: UserFilters) => void }) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<UserFilters>) => onChange({ ...filters, ...change });
  return (
    <form role="search" className={styles.filters} noValidate onSubmit={(event) => event.preventDefault()}>
      <div className={styles.searchBox}>
        <TextField
          type="search"
          label={t`Search users`}
          hint={t`Name, email, mobile or user id`}
          autoComplete="off"
          value={filters.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
        />
      </div>
      <SelectField
        label={t`Plan`}
        value={filters.plan}
        onChange={(event) => {
          const plan = event.currentTarget.value;
          if (isPlanFilter(plan)) set({ plan });
        }}
        options={planFilters.map((plan) => ({ value: plan, label: i18n._(planFilterNames[plan]) }))}
      />
      <SelectField
        label={t`Account status`}
        value={filters.suspended}
        onChange={(event) => {
          const suspended = event.currentTarget.value;
          if (isSuspendedFilter(suspended)) set({ suspended });
        }}
        options={suspendedFilters.map((suspended) => ({ value: suspended, label: i18n._(suspendedFilterNames[suspended]) }))}
      />
    </form>
  );
}
