import { Trans } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';

// A customer's name as the admin reads it: isolated (it may be in either script), and "Deleted
// customer" in the reader's language once the customer's account was deleted (docs/decisions.md 34).
const deletedCustomer = msg`Deleted customer`;

export function CustomerName({ name }: { name: string }) {
  return name === erasedCustomerName ? <Trans>Deleted customer</Trans> : <bdi>{name}</bdi>;
}

/** The same, as text (a heading, a notice). */
export const customerNameText = (name: string, i18n: I18n) => (name === erasedCustomerName ? i18n._(deletedCustomer) : name);
