import { insideRiyadh } from './booking-rules.ts';
import type { Coordinates } from './riyadh-bounds.ts';

// A customer's saved addresses (issue 23 item 17): a name such as "Home", the address text and,
// when pinned, the map point, which like a booking's lies in Riyadh. The user machine and the
// address form both call these rules; each name is the reason code the customer reads.
export interface SavedAddress {
  addressId: string;
  name: string;
  text: string;
  coordinates: Coordinates | null;
}

export const maxSavedAddresses = 10;

/** Room for one more: a customer keeps at most ten addresses. */
export function withinAddressLimit(addresses: readonly SavedAddress[]): boolean {
  return addresses.length < maxSavedAddresses;
}

/** A new address takes an id none of the customer's addresses has. */
export function addressIdUnique(addresses: readonly SavedAddress[], addressId: string): boolean {
  return !addresses.some((address) => address.addressId === addressId);
}

/** An edit or removal names one of the customer's addresses. */
export function knownAddress(addresses: readonly SavedAddress[], addressId: string): boolean {
  return !addressIdUnique(addresses, addressId);
}

export { insideRiyadh };
