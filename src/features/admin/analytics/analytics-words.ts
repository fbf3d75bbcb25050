// The Analytics tab's words that code picks by key: why a range is refused, and the columns of
// the spreadsheets, in the page's language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RangeProblem } from '../../../../machines/projections/analytics-range.ts';
import type { RequestColumn, RequestsCsvWords } from '../../../../machines/projections/analytics-requests-csv.ts';
import type { ReviewColumn, ReviewsCsvWords } from '../../../../machines/projections/analytics-reviews-csv.ts';
import type { UserColumn, UsersCsvWords } from '../../../../machines/projections/analytics-users-csv.ts';
import { statusLabels } from '../../../ui/status-labels.ts';
import { serviceList } from '../../services/service-names.ts';
import { planNames } from '../../subscriptions/plan-words.ts';

export const rangeProblems: Record<RangeProblem, MessageDescriptor> = {
  invalidDate: msg`Enter both dates.`,
  rangeStartsAfterEnd: msg`The From date must be on or before the To date.`,
  rangeTooLong: msg`Choose a range of at most 366 days.`,
};

const requestHeaders: Record<RequestColumn, MessageDescriptor> = {
  requestNumber: msg`Request number`,
  orderNumber: msg`Order number`,
  submittedAt: msg`Submitted at`,
  customerName: msg`Customer name`,
  email: msg`Email`,
  mobile: msg`Mobile`,
  services: msg`Services`,
  status: msg`Status`,
  priceSar: msg`Price (SAR)`,
  paidAt: msg`Paid at`,
  invoice: msg`Invoice number`,
};

const userHeaders: Record<UserColumn, MessageDescriptor> = {
  userId: msg`User ID`,
  fullName: msg`Full name`,
  email: msg`Email`,
  mobile: msg`Mobile`,
  plan: msg`Plan`,
  expiresAt: msg`Plan expiry`,
  requests: msg`Requests`,
  lastSeen: msg`Last seen`,
};

const reviewHeaders: Record<ReviewColumn, MessageDescriptor> = {
  requestNumber: msg`Request number`,
  reviewedAt: msg`Reviewed at`,
  editedAt: msg`Changed at`,
  customerName: msg`Customer name`,
  services: msg`Services`,
  technician: msg`Technician`,
  stars: msg`Stars`,
  comment: msg`Comment`,
};

const translated = <Key extends string>(words: Record<Key, MessageDescriptor>, i18n: I18n) =>
  Object.fromEntries(Object.entries(words).map(([key, word]) => [key, i18n._(word as MessageDescriptor)])) as Record<Key, string>;

export const requestsCsvWords = (i18n: I18n): RequestsCsvWords => ({
  headers: translated(requestHeaders, i18n),
  services: (services) => serviceList(services, i18n),
  status: (badge) => i18n._(statusLabels[badge]),
});

export const usersCsvWords = (i18n: I18n): UsersCsvWords => ({
  headers: translated(userHeaders, i18n),
  plan: (plan) => i18n._(planNames[plan]),
});

export const reviewsCsvWords = (i18n: I18n): ReviewsCsvWords => ({
  headers: translated(reviewHeaders, i18n),
  services: (services) => serviceList(services, i18n),
  technician: (name) => (i18n.locale === 'ar' ? name.ar : name.en),
});
