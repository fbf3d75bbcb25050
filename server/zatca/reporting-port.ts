// The port every ZATCA reporting service plugs into: one stamped simplified document in, what
// ZATCA made of it out. It never throws: a service that cannot be reached is an answer too
// ('unavailable', try again later), so a reactor can record every outcome the same way.
export interface ReportedDocument {
  uuid: string;
  /** The invoice hash, base64, as stampInvoice returned it. */
  hash: string;
  /** The stamped document as it was issued, byte for byte. */
  xml: string;
}

/**
 * reported: accepted as it is; warning: accepted, with remarks to fix in later documents;
 * rejected: refused for what the document says (sending it again changes nothing);
 * unavailable: not judged (unreachable, busy, or our credentials refused): try again later.
 */
export type ReportStatus = 'reported' | 'warning' | 'rejected' | 'unavailable';

export interface ReportMessage {
  code: string;
  text: string;
}

export interface ReportOutcome {
  status: ReportStatus;
  messages: ReportMessage[];
}

export interface ReportingPort {
  report(document: ReportedDocument): Promise<ReportOutcome>;
}

/** Only a document ZATCA did not judge is sent again; a rejected one needs a corrected document. */
export const reportTriedAgain = (outcome: ReportOutcome): boolean => outcome.status === 'unavailable';
