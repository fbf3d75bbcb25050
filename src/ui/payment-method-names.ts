// The card schemes' and wallets' names as the card form and the receipt show them, translated
// where the scheme has an Arabic name of its own (mada: مدى).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentWallet } from '../../machines/domain/confirmed-payment.ts';
import type { CardBrand } from '../../machines/domain/payment-cards.ts';

export const cardBrandNames: Record<CardBrand, MessageDescriptor> = {
  mada: msg`mada`,
  visa: msg`Visa`,
  mastercard: msg`Mastercard`,
  amex: msg`American Express`,
  unknown: msg`Card`,
};

export const walletNames: Record<PaymentWallet, MessageDescriptor> = {
  stcpay: msg`STC Pay`,
  applepay: msg`Apple Pay`,
};
