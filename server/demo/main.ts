import { readConfig } from '../config.ts';
import { DataDirLockedError } from '../store/data-dir-lock.ts';
import { openDatabase } from '../store/open-database.ts';
import { reportLines } from './demo-report.ts';
import { fillDemoData } from './fill-demo-data.ts';

// `npm run demo`: fills the database the server would use (DATA_DIR, or DATABASE_URL) with the
// demo's 90 days, then prints how to sign in; exits with 1, changing nothing, when it holds data.
const started = performance.now();
const config = readConfig();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;

const db = await openDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  const outcome = await fillDemoData(db, config, (line) => console.log(line));
  if (outcome.filled) {
    for (const line of reportLines(outcome, where, (performance.now() - started) / 1000)) console.log(line);
  } else {
    console.log('To try the demo beside this data, point DATA_DIR at an empty folder (or DATABASE_URL at an empty database).');
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
