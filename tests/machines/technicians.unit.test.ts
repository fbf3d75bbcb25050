import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineEvent } from '../../machines/domain/envelope.ts';
import { activeTechnicians, technicianRows } from '../../machines/projections/technicians.ts';
import { replay } from '../../machines/stream-decision.ts';
import { technicianMachine } from '../../machines/technician.machine.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { admin, anEvent } from './given-events.ts';
import { ahmed } from './sample-payloads.ts';

// The admin's list of technicians, from the streams of the admin's log.
const khalid = { ...ahmed, name: { en: 'Khalid Al-Otaibi', ar: 'خالد العتيبي' }, services: ['electrical' as const] };
const technician = (...events: MachineEvent[]) => replay(technicianMachine, events);
const added = (details: typeof ahmed, at: string) => anEvent('technician.added', details, { actor: admin, at });

const streams = new Map<string, AnyMachineSnapshot>([
  ['technician-khalid-tech', technician(added(khalid, '2026-11-21T10:00:00.000Z'), anEvent('technician.deactivated', {}, { actor: admin }))],
  [
    'technician-ahmed-tech',
    technician(added(ahmed, '2026-11-20T10:00:00.000Z'), anEvent('technician.changed', { ...ahmed, services: ['plumbing', 'electrical'] }, { actor: admin })),
  ],
  ['user-1001', replay(userMachine, [anEvent('user.registered', { fullName: 'Sara', email: 'sara@example.com', mobile: '+966512345678' })])],
]);

describe('the technicians list', () => {
  it('lists every technician with their current details, oldest added first, and nothing else', () => {
    expect(technicianRows(streams).map((row) => [row.technicianId, row.name.en, row.services, row.active])).toEqual([
      ['ahmed-tech', 'Ahmed Al-Harbi', ['plumbing', 'electrical'], true],
      ['khalid-tech', 'Khalid Al-Otaibi', ['electrical'], false],
    ]);
  });

  it('keeps only those on visits as the ones to choose from', () => {
    expect(activeTechnicians(technicianRows(streams)).map((row) => row.technicianId)).toEqual(['ahmed-tech']);
  });
});
