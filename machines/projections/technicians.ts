// The admin's list of technicians, from the technician streams of the admin's log: who they
// are, whether they take visits, in the order they were added (names in both languages; the
// screen shows the one of its language).
import type { AnyMachineSnapshot } from 'xstate';
import type { TechnicianDetails } from '../domain/technician-events.ts';
import { parseStream } from '../domain/streams.ts';
import type { TechnicianContext } from '../technician.machine.ts';

export interface TechnicianRow extends TechnicianDetails {
  technicianId: string;
  stream: string;
  active: boolean;
}

export function technicianRows(streams: ReadonlyMap<string, AnyMachineSnapshot>): TechnicianRow[] {
  const rows: { row: TechnicianRow; addedAt: string }[] = [];
  for (const [name, snapshot] of streams) {
    const stream = parseStream(name);
    const { details, addedAt } = snapshot.context as TechnicianContext;
    if (stream?.kind !== 'technician' || !details || !addedAt) continue;
    rows.push({ row: { ...details, technicianId: stream.technicianId, stream: name, active: snapshot.value === 'active' }, addedAt });
  }
  return rows.sort((a, b) => (a.addedAt < b.addedAt ? -1 : a.addedAt > b.addedAt ? 1 : 0)).map(({ row }) => row);
}

/** The technicians who take visits: those an admin may dedicate or send. */
export const activeTechnicians = (rows: TechnicianRow[]): TechnicianRow[] => rows.filter((row) => row.active);
