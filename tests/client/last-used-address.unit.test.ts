import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { requestMachine } from '../../machines/request.machine.ts';
import { replay } from '../../machines/stream-decision.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { selectLastUsedAddress } from '../../src/app/saved-addresses.ts';
import type { EventLog } from '../../src/eventlog/event-log.ts';
import { anEvent } from '../machines/given-events.ts';
import { homeAddress, plumbingVisit } from '../machines/sample-payloads.ts';

// The address the booking form starts with: the saved one the latest booking went to.
const office = { ...homeAddress, addressId: '0193a0a0-0000-7000-8000-0000000000b2', name: 'Office', text: 'KAFD Tower 3', coordinates: null };
const user = replay(userMachine, [
  anEvent('user.registered', { fullName: 'Sara Q', email: 'sara@example.com', mobile: '+966512345678' }),
  anEvent('user.addressSaved', homeAddress),
  anEvent('user.addressSaved', office),
]);
const booked = (address: string, coordinates: { lat: number; lng: number } | null, at: string) =>
  replay(requestMachine, [anEvent('request.submitted', { ...plumbingVisit, address, coordinates }, { at })]);

/** Just what the selector reads of a log: its streams. */
const logOf = (streams: Record<string, AnyMachineSnapshot>): EventLog => {
  const map = new Map(Object.entries(streams));
  return { streams: () => map, stream: (name: string) => map.get(name) } as unknown as EventLog;
};

describe('the last used address', () => {
  it('given bookings to Home then to the Office, when the form opens, then it is the Office', () => {
    const log = logOf({
      'user-1234': user,
      'request-0193a0a0-0000-7000-8000-00000000000a': booked(homeAddress.text, homeAddress.coordinates, '2026-11-22T07:00:00.000Z'),
      'request-0193a0a0-0000-7000-8000-00000000000b': booked(office.text, null, '2026-11-22T08:00:00.000Z'),
    });
    expect(selectLastUsedAddress(log)?.name).toBe('Office');
  });

  it('given a latest booking to an address that is not saved, when the form opens, then none is preselected', () => {
    const log = logOf({
      'user-1234': user,
      'request-0193a0a0-0000-7000-8000-00000000000a': booked(homeAddress.text, homeAddress.coordinates, '2026-11-22T07:00:00.000Z'),
      'request-0193a0a0-0000-7000-8000-00000000000b': booked('Somewhere else 5', null, '2026-11-22T08:00:00.000Z'),
    });
    expect(selectLastUsedAddress(log)).toBeNull();
  });

  it('given the saved text booked with another pin, when the form opens, then it is not that address', () => {
    const log = logOf({
      'user-1234': user,
      'request-0193a0a0-0000-7000-8000-00000000000a': booked(homeAddress.text, { lat: 24.8, lng: 46.7 }, '2026-11-22T07:00:00.000Z'),
    });
    expect(selectLastUsedAddress(log)).toBeNull();
  });
});
