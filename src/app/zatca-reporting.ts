// Where the server reports tax invoices to ZATCA, as the admin's Settings tab shows it: the
// base address, or null when reporting is off. Undefined: the server could not be asked.
import { callApi } from '../eventlog/api-call.ts';

const send = globalThis.fetch.bind(globalThis);

export async function zatcaReportingTarget(): Promise<{ reportingTo: string | null } | undefined> {
  const answer = await callApi(send, '/api/admin/zatca-reporting', { headers: { 'x-acting-as': 'admin' } });
  return 'ok' in answer ? (answer.ok as { reportingTo: string | null }) : undefined;
}
