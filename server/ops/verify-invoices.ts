import { readConfig } from '../config.ts';
import { openDatabase } from '../store/open-database.ts';
import { createEventStore } from '../store/sql-event-store.ts';
import { checkInvoiceChain, type ChainReport } from '../zatca/chain-check.ts';
import type { StoredEvent } from '../store/event-store.ts';

// `npm run invoices:verify`: checks every tax document in the log the environment names
// (DATABASE_URL, else the embedded one in DATA_DIR), prints a summary and exits with 1 when
// anything is wrong (docs/operations.md).
const page = 5_000;

export async function verifyInvoices(where: { databaseUrl: string | null; dataDir: string }): Promise<ChainReport> {
  const db = await openDatabase(where);
  try {
    const store = await createEventStore(db);
    const events: StoredEvent[] = [];
    for (let read = await store.readAfter(0, { limit: page }); read.length > 0; read = await store.readAfter(read.at(-1)!.position, { limit: page })) {
      events.push(...read);
    }
    return checkInvoiceChain(events);
  } finally {
    await db.close();
  }
}

export const summaryLines = (report: ChainReport): string[] => [
  `${report.documents} documents: ${report.invoices} invoices, ${report.creditNotes} credit notes; ${report.problems.length} problems.`,
  ...report.problems.map((problem) => `  ${problem}`),
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await verifyInvoices(readConfig());
  for (const line of summaryLines(report)) console.log(line);
  process.exitCode = report.problems.length === 0 ? 0 : 1;
}
