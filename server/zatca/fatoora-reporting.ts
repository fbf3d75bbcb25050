// ZATCA's reporting API for simplified documents (Fatoora, "Reporting" v2): POST
// {baseUrl}/invoices/reporting/single with the invoice hash, the UUID and the document in
// base64, Basic auth with the production CSID (its binary security token) and its secret.
// 200 reported, 202 reported with warnings, 400 rejected with ZATCA's validation results;
// anything else (401, 5xx, no answer in time) leaves the document unreported for now.
import { z } from 'zod';
import type { ReportMessage, ReportOutcome, ReportingPort } from './reporting-port.ts';

export interface FatooraReportingConfig {
  /** e.g. https://gw-fatoora.zatca.gov.sa/e-invoicing/core (production) or …/simulation. */
  baseUrl: string;
  /** The production CSID's binary security token, as ZATCA issued it. */
  csid: string;
  secret: string;
}

const reportingPath = '/invoices/reporting/single';
const defaultTimeoutMs = 20_000;

const zatcaMessage = z.object({ code: z.string().optional(), message: z.string().optional() });
const zatcaAnswer = z.object({
  validationResults: z
    .object({
      warningMessages: z.array(zatcaMessage).nullish(),
      errorMessages: z.array(zatcaMessage).nullish(),
    })
    .nullish(),
});

function messagesOf(body: unknown): { errors: ReportMessage[]; warnings: ReportMessage[] } {
  const parsed = zatcaAnswer.safeParse(body);
  const results = parsed.success ? parsed.data.validationResults : null;
  const words = (list: z.infer<typeof zatcaMessage>[] | null | undefined): ReportMessage[] =>
    (list ?? []).map((message) => ({ code: message.code ?? 'unknown', text: message.message ?? '' }));
  return { errors: words(results?.errorMessages), warnings: words(results?.warningMessages) };
}

const unavailable = (code: string, text: string): ReportOutcome => ({ status: 'unavailable', messages: [{ code, text }] });

function outcomeOf(status: number, body: unknown): ReportOutcome {
  const { errors, warnings } = messagesOf(body);
  if (status === 200) return { status: 'reported', messages: warnings };
  if (status === 202) return { status: 'warning', messages: warnings };
  if (status === 400) {
    const messages = [...errors, ...warnings];
    return { status: 'rejected', messages: messages.length > 0 ? messages : [{ code: 'rejected', text: 'ZATCA rejected the document without saying why (400)' }] };
  }
  if (status === 401) return unavailable('unauthorized', 'ZATCA refused our credentials (401): check ZATCA_CSID and ZATCA_CSID_SECRET, or renew the CSID');
  return unavailable(`http${status}`, `ZATCA answered ${status}: try again later`);
}

export function fatooraReporting(config: FatooraReportingConfig, options: { timeoutMs?: number } = {}): ReportingPort {
  const authorization = `Basic ${Buffer.from(`${config.csid}:${config.secret}`).toString('base64')}`;
  const url = `${config.baseUrl.replace(/\/$/, '')}${reportingPath}`;
  return {
    async report(document) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'accept-language': 'en',
            'accept-version': 'V2',
            'clearance-status': '0',
            'content-type': 'application/json',
          },
          body: JSON.stringify({ invoiceHash: document.hash, uuid: document.uuid, invoice: Buffer.from(document.xml, 'utf8').toString('base64') }),
          signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        return timedOut
          ? unavailable('timeout', 'ZATCA did not answer in time: try again later')
          : unavailable('unreachable', `ZATCA could not be reached (${(error as Error).message}): try again later`);
      }
      const body: unknown = await response.json().catch(() => null);
      return outcomeOf(response.status, body);
    },
  };
}
