// Where a tax document stands with ZATCA, as the admin filters by it (docs/decisions.md 35).
// Kept apart from the documents' events and their schemas: the dashboard's URL search reads
// it, and that code is in the first page every visitor loads.
export const reportingStatuses = ['reported', 'warning', 'rejected', 'waiting', 'off'] as const;
export type ReportingStatus = (typeof reportingStatuses)[number];
