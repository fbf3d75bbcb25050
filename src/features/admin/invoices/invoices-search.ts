// The Invoices tab's part of the dashboard's URL search: `?tab=invoices&reporting=rejected`, so a
// reload, the back button or a shared link keep the status the admin filtered by; anything else
// is every document.
import { reportingStatuses, type ReportingStatus } from '../../../../machines/domain/reporting-statuses.ts';

export interface InvoicesSearch {
  reporting?: ReportingStatus;
}

export interface InvoicesSearchInput {
  reporting?: unknown;
}

const isReportingStatus = (value: unknown): value is ReportingStatus => reportingStatuses.includes(value as ReportingStatus);

export const invoicesSearch = ({ reporting }: InvoicesSearchInput): InvoicesSearch => (isReportingStatus(reporting) ? { reporting } : {});
