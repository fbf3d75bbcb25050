// What the server acknowledged to the simulated clients during a crash run: after the last
// restart, the database must hold every bit of it exactly once.
export interface CrashRecord {
  /** Every event id a client proposed and the server answered 200 for. */
  acknowledgedIds: Set<string>;
  /** Requests booked (request.submitted acknowledged). */
  requests: number;
  /** Customer messages acknowledged. */
  customerMessages: number;
  /** Request id → the payment whose confirmation the server answered 200, with its invoice number. */
  paid: Map<string, { paymentId: string; invoiceNumber: number }>;
}

export const emptyRecord = (): CrashRecord => ({ acknowledgedIds: new Set(), requests: 0, customerMessages: 0, paid: new Map() });
