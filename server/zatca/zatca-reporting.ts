import { setTimeout as sleep } from 'node:timers/promises';
import { v5 as uuidv5 } from 'uuid';
import type { InvoiceIssued, InvoiceReported } from '../../machines/domain/invoice-events.ts';
import { invoicesStream } from '../../machines/domain/streams.ts';
import { reportRetryWaitMs } from '../../machines/domain/zatca-reporting-schedule.ts';
import { invoicesMachine, type InvoicesContext } from '../../machines/invoices.machine.ts';
import { appendDecided, type AppendDeps } from '../events/append-decided.ts';
import { CheckpointedReactor, type CheckpointedReactorDeps } from '../events/checkpointed-reactor.ts';
import type { StoredEvent } from '../store/event-store.ts';
import type { ReportOutcome, ReportingPort } from './reporting-port.ts';
import { recordableMessages } from './recordable-messages.ts';

// Each tax document of the chain is reported to ZATCA once, in the chain's order (docs/zatca.md
// "Reporting", docs/decisions.md 35): the reactor takes the `invoice.issued` events one at a
// time, sends each until ZATCA judges it (a try it did not judge is made again on the schedule's
// steps, and holds back the documents after it), and records the judgement as `invoice.reported`.
// Its id comes from the document's event, and the chain's machine takes one answer per document,
// so a restart between the answer and the checkpoint records nothing twice and sends nothing again.
const reportIds = '4f0b6c2e-9d1a-4e77-8b35-1a6c0e9d2f58';
/** The id of the answer to the document issued by event `issuedId`. */
export const reportIdOf = (issuedId: string) => uuidv5(issuedId, reportIds);
const server = { actor: { role: 'system' as const }, origin: 'server' as const };

export type ZatcaReportingDeps = AppendDeps &
  CheckpointedReactorDeps & {
    zatca: ReportingPort;
    /** Waits `ms` before a try again, ending early by throwing once `stopping` aborts; a real timer by default. */
    waitToTryAgain?: (ms: number, stopping: AbortSignal) => Promise<void>;
  };

const waitOnTimer = (ms: number, stopping: AbortSignal) => sleep(ms, undefined, { signal: stopping });

export const zatcaReportingReactor = (deps: ZatcaReportingDeps) =>
  new CheckpointedReactor(deps, {
    name: 'zatcaReporting',
    acting: 'ZATCA report',
    wants: (event) => event.stream === invoicesStream && event.type === 'invoice.issued',
    handle: (issued, _checkpoint, stopping) => reportOnce(deps, issued, stopping),
  });

async function reportOnce(deps: ZatcaReportingDeps, issued: StoredEvent, stopping: AbortSignal): Promise<void> {
  const document = issued.data as InvoiceIssued;
  const chain = (await deps.streamStates.current(invoicesStream, invoicesMachine)).snapshot.context as InvoicesContext;
  // Answered already: recorded before a restart that came ahead of the checkpoint.
  if (document.counter <= chain.lastReported) return;
  const outcome = await judged(deps, document, stopping);
  const data: InvoiceReported = { counter: document.counter, status: outcome.status, messages: recordableMessages(outcome.messages) };
  await appendDecided(deps, server, [{ id: reportIdOf(issued.id), stream: invoicesStream, type: 'invoice.reported', data }]);
}

/** ZATCA's judgement of the document, asking again on the schedule's steps while it gives none. */
async function judged(deps: ZatcaReportingDeps, document: InvoiceIssued, stopping: AbortSignal): Promise<ReportOutcome & { status: InvoiceReported['status'] }> {
  const wait = deps.waitToTryAgain ?? waitOnTimer;
  for (let failedTries = 1; ; failedTries++) {
    const outcome = await deps.zatca.report({ uuid: document.uuid, hash: document.hash, xml: document.xml });
    if (outcome.status !== 'unavailable') return { ...outcome, status: outcome.status };
    const waitMs = reportRetryWaitMs(failedTries);
    console.error(`ZATCA report of document ${document.counter}: ${outcome.messages.map((message) => message.text).join('; ')} (try ${failedTries}, next in ${waitMs / 1000} s)`);
    await wait(waitMs, stopping);
  }
}
