import { useLingui } from '@lingui/react/macro';
import { serviceIds, type ServiceId } from '../../../../machines/domain/constants.ts';
import { requestKinds, type RequestKind } from '../../../../machines/domain/request-events.ts';
import type { RequestFilters } from '../../../../machines/projections/request-filters.ts';
import type { RequestBadge } from '../../../../machines/request-status.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { statusLabels } from '../../../ui/status-labels.ts';
import { serviceNames } from '../../services/service-names.ts';
import { SelectField } from '../SelectField.tsx';
import { kindNames } from './request-words.ts';
import * as styles from './requests.css.ts';

const badges = Object.keys(statusLabels) as RequestBadge[];

/** The list's filters and search box; every change narrows the list at once. */
export function RequestFiltersForm({ filters, onChange }: { filters: RequestFilters; onChange: (next: RequestFilters) => void }) {
  const { t, i18n } = useLingui();
  const all = { value: '', label: t`All` };
  const set = (change: Partial<RequestFilters>) => onChange({ ...filters, ...change });
  const orNull = <T extends string>(value: string) => (value === '' ? null : (value as T));

  return (
    <form role="search" className={styles.filters} noValidate onSubmit={(event) => event.preventDefault()}>
      <div className={styles.searchBox}>
        <TextField
          type="search"
          label={t`Search requests`}
          hint={t`Name, email, mobile, order or request number`}
          value={filters.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
        />
      </div>
      <SelectField
        label={t`Status`}
        value={filters.status ?? ''}
        onChange={(event) => set({ status: orNull<RequestBadge>(event.currentTarget.value) })}
        options={[all, ...badges.map((badge) => ({ value: badge, label: i18n._(statusLabels[badge]) }))]}
      />
      <SelectField
        label={t`Service`}
        value={filters.service ?? ''}
        onChange={(event) => set({ service: orNull<ServiceId>(event.currentTarget.value) })}
        options={[all, ...serviceIds.map((service) => ({ value: service, label: i18n._(serviceNames[service]) }))]}
      />
      <SelectField
        label={t`Type`}
        value={filters.kind ?? ''}
        onChange={(event) => set({ kind: orNull<RequestKind>(event.currentTarget.value) })}
        options={[all, ...requestKinds.map((kind) => ({ value: kind, label: i18n._(kindNames[kind]) }))]}
      />
      <DateField label={t`Preferred date from`} value={filters.from ?? ''} onDay={(day) => set({ from: orNull(day) })} />
      <DateField label={t`Preferred date to`} value={filters.to ?? ''} onDay={(day) => set({ to: orNull(day) })} />
    </form>
  );
}
