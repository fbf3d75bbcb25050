// The words of the admin's Invoices tab and document page: each reporting status and kind of
// document, named once.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentKind } from '../../../../machines/domain/invoice-events.ts';
import type { ReportingStatus } from '../../../../machines/domain/reporting-statuses.ts';

export const reportingStatusNames: Record<ReportingStatus, MessageDescriptor> = {
  reported: msg`Reported`,
  warning: msg`Reported with warnings`,
  rejected: msg`Rejected`,
  waiting: msg`Waiting`,
  off: msg`Not reported — reporting off`,
};

export const documentKindNames: Record<DocumentKind, MessageDescriptor> = {
  invoice: msg`Invoice`,
  creditNote: msg`Credit note`,
};
