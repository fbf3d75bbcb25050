import type { Actor, MachineEvent } from '../../machines/domain/envelope.ts';

// Builds machine events for given/when/then tests: ids and times are explicit, never the clock.
let counter = 0;

export function anEvent<Data>(
  type: string,
  data: Data,
  options: { at?: string; actor?: Actor } = {},
): MachineEvent<string, Data> {
  counter += 1;
  return {
    id: `00000000-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    type,
    data,
    at: options.at ?? '2026-11-22T09:00:00.000Z',
    actor: options.actor ?? { role: 'customer', userId: '1234' },
  };
}

export const admin: Actor = { role: 'admin', userId: 'admin-1' };
export const system: Actor = { role: 'system' };
