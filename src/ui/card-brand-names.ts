// The card schemes' names as the card form and the receipt show them, translated where the
// scheme has an Arabic name of its own (mada: مدى).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardBrand } from '../../machines/domain/payment-cards.ts';

export const cardBrandNames: Record<CardBrand, MessageDescriptor> = {
  mada: msg`mada`,
  visa: msg`Visa`,
  mastercard: msg`Mastercard`,
  amex: msg`American Express`,
  unknown: msg`Card`,
};
