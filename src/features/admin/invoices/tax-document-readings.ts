// What the Invoices tab and the document page read from the admin's log, as stable selectors.
import { invoicesStream } from '../../../../machines/domain/streams.ts';
import { taxDocumentRows, type TaxDocumentRow } from '../../../../machines/projections/tax-documents.ts';
import type { RequestContext } from '../../../../machines/request.machine.ts';
import type { EventLog } from '../../../eventlog/event-log.ts';

const orderNumberIn = (log: EventLog) => (requestId: string) => (log.stream(`request-${requestId}`)?.context as RequestContext | undefined)?.orderNumber ?? null;

/** The chain's documents, newest first; `reportingOn`: whether the server reports to ZATCA. */
export const taxDocumentsSelector =
  (reportingOn: boolean) =>
  (log: EventLog): TaxDocumentRow[] =>
    taxDocumentRows(log.history(invoicesStream), orderNumberIn(log), reportingOn);
