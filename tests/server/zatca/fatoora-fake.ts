// A local stand-in for ZATCA's reporting API (Fatoora "invoices/reporting/single", v2) for the
// tests: it checks the Basic auth and the headers, decodes the document and runs the checks we
// can make without ZATCA (docs/zatca.md "Reporting"): our own full check of the stamped
// document, the hash and UUID sent against the document's, and the chain of this device (the
// PIH is the hash of the last document it accepted, the counter the next one). It answers as
// ZATCA does: 200 reported, 202 reported with warnings (a buyer without a name, or a warning it
// is told to add), 400 with validationResults (or an error it is told to add), 401 for wrong
// credentials, and 503 (or silence) as many times as it is told to.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkStampedInvoice } from '../../../server/zatca/check-stamped-invoice.ts';
import { firstPreviousHash, invoiceHashOfText } from '../../../server/zatca/invoice-hash.ts';
import { parseXml } from '../../../server/zatca/xml-parse.ts';
import { childElements, textAt, type XmlElement } from '../../../server/zatca/xml-tree.ts';

interface ZatcaMessage {
  type: 'ERROR' | 'WARNING' | 'INFO';
  code: string;
  category: string;
  message: string;
  status: 'ERROR' | 'WARNING' | 'PASS';
}

export interface AcceptedDocument {
  uuid: string;
  hash: string;
  counter: number;
}

export interface FatooraFake {
  /** The base URL to configure (with a path, as ZATCA's), without /invoices/reporting/single. */
  url: string;
  /** What it accepted, in order. */
  accepted: AcceptedDocument[];
  /** How many reports reached it, answered or not. */
  received(): number;
  /** The next `count` reports get `status` (503 by default) whatever they carry. */
  failNext(count: number, status?: number): void;
  /** The next `count` reports get no answer at all (until the fake closes). */
  stallNext(count: number): void;
  /** The next document it judges gets this warning or error besides its checks' (a suite that shows each answer). */
  flagNext(kind: 'warning' | 'error', code: string, message: string): void;
  close(): Promise<void>;
}

/** Where ZATCA's production gateway keeps the API, so the adapter is seen to keep a base path. */
const basePath = '/e-invoicing/core';

export const fakeCredentials = { csid: 'VFVsSlJERnFRME5CZEVkblFYZEpRa0ZuU1VkQldV', secret: 'Dehvg1fc6RQ5Bx+MO0mYSGkHBUuA0uFKuyjdCPI0g9E=' };

const error = (code: string, message: string): ZatcaMessage => ({ type: 'ERROR', code, category: 'KSA', message, status: 'ERROR' });
const warning = (code: string, message: string): ZatcaMessage => ({ type: 'WARNING', code, category: 'KSA', message, status: 'WARNING' });

/** ZATCA-like codes for the problems our own check names. */
function codeOfProblem(problem: string): string {
  if (problem.includes('PIH')) return 'KSA-13';
  if (problem.includes('QR')) return 'QRCODE_INVALID';
  if (/signature|certificate|signed properties|issuer|serial/.test(problem)) return 'signature';
  if (problem.includes('hash')) return 'invalid-invoice-hash';
  return 'BR-KSA';
}

const referenceUuid = (invoice: XmlElement, id: string): string | undefined =>
  childElements(invoice, 'cac:AdditionalDocumentReference')
    .filter((reference) => textAt(reference, ['cbc:ID']) === id)
    .map((reference) => textAt(reference, ['cbc:UUID']))[0];

function answer(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

function validationAnswer(errors: ZatcaMessage[], warnings: ZatcaMessage[]): { status: number; body: unknown } {
  const status = errors.length > 0 ? 400 : warnings.length > 0 ? 202 : 200;
  return {
    status,
    body: {
      validationResults: {
        infoMessages: [],
        warningMessages: warnings,
        errorMessages: errors,
        status: errors.length > 0 ? 'ERROR' : warnings.length > 0 ? 'WARNING' : 'PASS',
      },
      reportingStatus: errors.length > 0 ? 'NOT_REPORTED' : 'REPORTED',
    },
  };
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

export interface FatooraFakeOptions {
  credentials?: typeof fakeCredentials;
  /** Answers a document without a buyer's name 202, with a warning (the default), or 200. */
  warnWithoutBuyerName?: boolean;
}

export async function startFatooraFake({ credentials = fakeCredentials, warnWithoutBuyerName = true }: FatooraFakeOptions = {}): Promise<FatooraFake> {
  const accepted: AcceptedDocument[] = [];
  /** Each accepted document's answer, by UUID: a document sent again gets it again. */
  const answers = new Map<string, { hash: string; status: number; body: unknown }>();
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let stalls = 0;
  let flagged: { errors: ZatcaMessage[]; warnings: ZatcaMessage[] } = { errors: [], warnings: [] };
  let received = 0;
  const expectedAuthorization = `Basic ${Buffer.from(`${credentials.csid}:${credentials.secret}`).toString('base64')}`;

  function judge(body: { invoiceHash: string; uuid: string; invoice: string }): { status: number; body: unknown } {
    const xml = Buffer.from(body.invoice, 'base64').toString('utf8');
    const last = accepted.at(-1);
    const previousHash = last?.hash ?? firstPreviousHash;
    const problems = checkStampedInvoice(xml, previousHash);
    if (problems.some((problem) => problem.startsWith('not well-formed'))) return validationAnswer([error('XSD_ZATCA_INVALID', problems[0]!)], []);
    const invoice = parseXml(xml);
    const errors = problems.map((problem) =>
      error(codeOfProblem(problem), problem.includes('PIH') ? 'The previous invoice hash (PIH) is not the hash of the last document this device reported' : problem),
    );
    if (invoiceHashOfText(xml) !== body.invoiceHash) errors.push(error('invalid-invoice-hash', 'The invoiceHash sent is not the hash of the invoice'));
    if (textAt(invoice, ['cbc:UUID']) !== body.uuid) errors.push(error('invalid-uuid', 'The uuid sent is not the invoice’s UUID'));
    const counter = Number(referenceUuid(invoice, 'ICV'));
    const nextCounter = (last?.counter ?? 0) + 1;
    if (counter !== nextCounter) errors.push(error('KSA-16', `The invoice counter (ICV) ${counter} is not the next one of this device (${nextCounter})`));
    const buyerName = textAt(invoice, ['cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyLegalEntity', 'cbc:RegistrationName']);
    const warnings: ZatcaMessage[] = buyerName || !warnWithoutBuyerName ? [] : [warning('BR-KSA-buyer-name', 'The buyer’s name is missing')];
    errors.push(...flagged.errors);
    warnings.push(...flagged.warnings);
    flagged = { errors: [], warnings: [] };
    const judged = validationAnswer(errors, warnings);
    if (errors.length === 0) {
      accepted.push({ uuid: body.uuid, hash: body.invoiceHash, counter });
      answers.set(body.uuid, { hash: body.invoiceHash, ...judged });
    }
    return judged;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    received++;
    if (request.method !== 'POST' || request.url !== `${basePath}/invoices/reporting/single`) return answer(response, 404, { message: 'Not found' });
    if (stalls > 0) {
      stalls--;
      return;
    }
    if (failures.count > 0) {
      failures.count--;
      return answer(response, failures.status, { message: 'Service unavailable' });
    }
    if (request.headers.authorization !== expectedAuthorization) return answer(response, 401);
    if (request.headers['accept-version'] !== 'V2') return answer(response, 400, validationAnswer([error('Invalid-Request', 'Accept-Version must be V2')], []).body);
    if (request.headers['clearance-status'] !== '0') return answer(response, 400, validationAnswer([error('Invalid-Request', 'Clearance-Status must be 0 for reporting')], []).body);
    const body = (await bodyOf(request)) as { invoiceHash?: unknown; uuid?: unknown; invoice?: unknown } | null;
    if (typeof body?.invoiceHash !== 'string' || typeof body.uuid !== 'string' || typeof body.invoice !== 'string') {
      return answer(response, 400, validationAnswer([error('Invalid-Request', 'invoiceHash, uuid and invoice are required')], []).body);
    }
    const before = answers.get(body.uuid);
    const judged = before && before.hash === body.invoiceHash ? before : judge({ invoiceHash: body.invoiceHash, uuid: body.uuid, invoice: body.invoice });
    answer(response, judged.status, judged.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((reason: Error) => answer(response, 500, { message: reason.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    accepted,
    received: () => received,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    stallNext(count) {
      stalls = count;
    },
    flagNext(kind, code, message) {
      if (kind === 'error') flagged.errors.push(error(code, message));
      else flagged.warnings.push(warning(code, message));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
}
