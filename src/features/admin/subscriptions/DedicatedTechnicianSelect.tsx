import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { SubscriptionRow } from '../../../../machines/projections/admin-subscriptions.ts';
import { activeTechnicians, technicianRows } from '../../../../machines/projections/technicians.ts';
import { useLocale } from '../../../app/use-locale.ts';
import { useLogSelector } from '../../../app/use-event-log.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';
import { SelectField } from '../SelectField.tsx';
import { useProposal } from '../use-proposal.ts';
import { dedicationDraft } from './subscription-drafts.ts';

const selectStreams = (log: EventLog) => log.streams();

/** The technician a VIP Plus customer's visits go to: chosen among those on visits, or none; saved on choosing. */
export function DedicatedTechnicianSelect({ row, log, saved }: { row: SubscriptionRow; log: EventLog | null; saved: MessageDescriptor }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { propose, sending } = useProposal(log);
  const streams = useLogSelector(log, selectStreams, null);
  const technicians = useMemo(() => (streams ? activeTechnicians(technicianRows(streams)) : []), [streams]);
  const current = row.subscription.dedicatedTechnician;
  // The one dedicated stays a choice even once taken off visits, so the field shows who it is.
  const choices = [
    { value: '', label: t`None` },
    ...(current && !technicians.some((technician) => technician.technicianId === current.id) ? [{ value: current.id, label: current.name[locale] }] : []),
    ...technicians.map((technician) => ({ value: technician.technicianId, label: technician.name[locale] })),
  ];
  const choose = (technicianId: string) => {
    const chosen = technicians.find((technician) => technician.technicianId === technicianId);
    void propose(dedicationDraft(row.stream, chosen ? { id: chosen.technicianId, name: chosen.name } : null), saved);
  };
  return (
    <SelectField
      label={<Trans>Dedicated technician</Trans>}
      value={current?.id ?? ''}
      options={choices}
      disabled={sending}
      onChange={(event) => choose(event.currentTarget.value)}
    />
  );
}
