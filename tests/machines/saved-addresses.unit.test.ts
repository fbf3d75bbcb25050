import { describe, expect, it } from 'vitest';
import { userEventSchemas } from '../../machines/domain/user-events.ts';
import { maxSavedAddresses, type SavedAddress } from '../../machines/domain/saved-addresses.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { decide, notAllowedNow, replay } from '../../machines/stream-decision.ts';
import { admin, anEvent } from './given-events.ts';
import { homeAddress } from './sample-payloads.ts';

// Saved addresses on the user stream (issue 23 item 17): each rule refuses with its own name.
const sara = { fullName: 'Sara Al-Qahtani', email: 'sara@example.com', mobile: '+966512345678' };
const registered = anEvent('user.registered', sara);
const addressId = (n: number) => `0193a0a0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const saved = (address: Partial<SavedAddress> = {}) => anEvent('user.addressSaved', { ...homeAddress, ...address });
const savedSchema = userEventSchemas['user.addressSaved'].schemas[1];

describe('saving an address', () => {
  it('keeps the name, text and pin of a new address', () => {
    const user = replay(userMachine, [registered, saved()]);
    expect(user.context.addresses).toEqual([homeAddress]);
  });

  it('keeps an address without a pin: its text says where', () => {
    const decision = decide(replay(userMachine, [registered]), saved({ coordinates: null }));
    expect(decision.accepted).toBe(true);
  });

  it('refuses a name that is empty or only spaces', () => {
    expect(savedSchema.safeParse({ ...homeAddress, name: '' }).success).toBe(false);
    expect(savedSchema.safeParse({ ...homeAddress, name: '   ' }).success).toBe(false);
    expect(savedSchema.safeParse(homeAddress).success).toBe(true);
  });

  it('refuses a pin outside Riyadh (Jeddah) with insideRiyadh', () => {
    const decision = decide(replay(userMachine, [registered]), saved({ coordinates: { lat: 21.4858, lng: 39.1925 } }));
    expect(decision).toEqual({ accepted: false, reason: 'insideRiyadh' });
  });

  it(`refuses an address beyond the ${maxSavedAddresses}th with withinAddressLimit`, () => {
    const full = replay(userMachine, [
      registered,
      ...Array.from({ length: maxSavedAddresses }, (_, n) => saved({ addressId: addressId(n + 1) })),
    ]);
    expect(full.context.addresses).toHaveLength(maxSavedAddresses);
    expect(decide(full, saved({ addressId: addressId(99) }))).toEqual({ accepted: false, reason: 'withinAddressLimit' });
  });

  it('refuses a second address with an id already taken, with addressIdUnique', () => {
    const decision = decide(replay(userMachine, [registered, saved()]), saved({ name: 'Office' }));
    expect(decision).toEqual({ accepted: false, reason: 'addressIdUnique' });
  });

  it('refuses addresses on an account that is not active', () => {
    const suspended = replay(userMachine, [registered, anEvent('user.suspended', {}, { actor: admin })]);
    expect(decide(suspended, saved())).toEqual({ accepted: false, reason: notAllowedNow });
  });
});

describe('editing and removing an address', () => {
  it('replaces the edited address in place, keeping the others in their order', () => {
    const office = { ...homeAddress, addressId: addressId(2), name: 'Office' };
    const user = replay(userMachine, [
      registered,
      saved(),
      saved(office),
      anEvent('user.addressEdited', { ...homeAddress, name: 'Home (new)' }),
    ]);
    expect((user.context.addresses as SavedAddress[]).map((address) => address.name)).toEqual(['Home (new)', 'Office']);
  });

  it('refuses an edit of an address the customer does not have, with knownAddress', () => {
    const decision = decide(replay(userMachine, [registered]), anEvent('user.addressEdited', homeAddress));
    expect(decision).toEqual({ accepted: false, reason: 'knownAddress' });
  });

  it('refuses moving a saved pin out of Riyadh with insideRiyadh', () => {
    const decision = decide(
      replay(userMachine, [registered, saved()]),
      anEvent('user.addressEdited', { ...homeAddress, coordinates: { lat: 26.4207, lng: 50.0888 } }),
    );
    expect(decision).toEqual({ accepted: false, reason: 'insideRiyadh' });
  });

  it('removes an address, which makes room for its id again', () => {
    const user = replay(userMachine, [registered, saved(), anEvent('user.addressRemoved', { addressId: homeAddress.addressId })]);
    expect(user.context.addresses).toEqual([]);
    expect(decide(user, saved()).accepted).toBe(true);
  });

  it('refuses removing an address the customer does not have, with knownAddress', () => {
    const decision = decide(replay(userMachine, [registered]), anEvent('user.addressRemoved', { addressId: addressId(7) }));
    expect(decision).toEqual({ accepted: false, reason: 'knownAddress' });
  });
});
