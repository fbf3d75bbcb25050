// The customer's saved addresses (issue 23 item 17): read from their `user-{id}` stream, saved,
// edited and removed through their log (the user machine judges each change), and the one
// their last booking went to, which the booking form starts with.
import { v7 as uuidv7 } from 'uuid';
import { parseStream, userStream } from '../../machines/domain/streams.ts';
import type { SavedAddress } from '../../machines/domain/saved-addresses.ts';
import { savedAddress } from '../../machines/domain/user-events.ts';
import type { RequestContext } from '../../machines/request.machine.ts';
import type { EventLog, ProposeResult } from '../eventlog/event-log.ts';
import { caughtUp } from './log-caught-up.ts';
import { selectOwnProfile } from './log-readings.ts';

const noAddresses: SavedAddress[] = [];

export const selectSavedAddresses = (log: EventLog): SavedAddress[] => selectOwnProfile(log)?.addresses ?? noAddresses;

const sameAddress = (address: SavedAddress, booked: RequestContext) =>
  address.text === booked.address &&
  address.coordinates?.lat === booked.coordinates?.lat &&
  address.coordinates?.lng === booked.coordinates?.lng;

/** The saved address the customer's latest booking went to (its text and pin), if that one is still saved. */
export function selectLastUsedAddress(log: EventLog): SavedAddress | null {
  let latest: RequestContext | null = null;
  for (const [stream, snapshot] of log.streams()) {
    if (parseStream(stream)?.kind !== 'request') continue;
    const booked = snapshot.context as RequestContext;
    if (booked.submittedAt && (!latest || booked.submittedAt > latest.submittedAt!)) latest = booked;
  }
  return (latest && selectSavedAddresses(log).find((address) => sameAddress(address, latest))) ?? null;
}

export type AddressDraft = Omit<SavedAddress, 'addressId'>;

/** Saves a new address (no `addressId`) or the edit of one; the refusal's code when the form or a rule says no. */
export function saveAddress(log: EventLog, userId: string, draft: AddressDraft, addressId?: string): Promise<ProposeResult> {
  const checked = savedAddress.safeParse({ ...draft, addressId: addressId ?? uuidv7() });
  if (!checked.success) {
    const field = checked.error.issues[0]?.path[0];
    return Promise.resolve({ accepted: false, reason: field === 'name' ? 'addressNameRequired' : 'addressTextRequired' });
  }
  const type = addressId ? 'user.addressEdited' : 'user.addressSaved';
  return caughtUp(log).then(() => log.propose([{ stream: userStream(userId), type, data: checked.data }]));
}

export const removeAddress = (log: EventLog, userId: string, addressId: string): Promise<ProposeResult> =>
  caughtUp(log).then(() => log.propose([{ stream: userStream(userId), type: 'user.addressRemoved', data: { addressId } }]));
