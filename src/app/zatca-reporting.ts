// Where the server reports tax invoices to ZATCA, as the admin's Settings tab shows it: the
// base address, or null when reporting is off; and whether it signs them with ZATCA's
// certificate or its own test one. Undefined: the server could not be asked.
import { callApi } from '../eventlog/api-call.ts';

const send = globalThis.fetch.bind(globalThis);

export interface ZatcaReportingTarget {
  reportingTo: string | null;
  signedWith: 'zatca' | 'test';
}

export async function zatcaReportingTarget(): Promise<ZatcaReportingTarget | undefined> {
  const answer = await callApi(send, '/api/admin/zatca-reporting', { headers: { 'x-acting-as': 'admin' } });
  return 'ok' in answer ? (answer.ok as ZatcaReportingTarget) : undefined;
}
