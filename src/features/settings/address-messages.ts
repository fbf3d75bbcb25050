// What a customer reads when an address is not saved: the form's own checks and the user
// machine's rules (machines/domain/saved-addresses.ts), by their codes.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const refusals: Record<string, MessageDescriptor> = {
  addressNameRequired: msg`Give the address a name, like Home.`,
  addressTextRequired: msg`Enter the address (at least 3 characters).`,
  insideRiyadh: msg`We serve Riyadh only: pick a point inside the city.`,
  withinAddressLimit: msg`You can keep up to 10 addresses. Remove one to add another.`,
  addressIdUnique: msg`This address is saved already.`,
  knownAddress: msg`This address was removed already.`,
  locationUnavailable: msg`Your location is not available. Choose the point on the map instead.`,
};

export const addressRefusal = (code: string): MessageDescriptor => refusals[code] ?? msg`Please try again`;

export const addressSavedTitle = msg`Address saved`;
export const addressRemovedTitle = msg`Address removed`;
