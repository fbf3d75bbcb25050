import path from 'node:path';
import { readConfig } from '../config.ts';
import { backUp, restore } from './backup-folder.ts';
import { backupRetentionDays } from './backup-retention.ts';

// `npm run backup -- <folder>` and `npm run restore -- <folder>`, on the database the
// environment names (DATABASE_URL, else the embedded one in DATA_DIR): docs/operations.md.
const [command, folder] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('Usage: npm run backup -- <folder>   |   npm run restore -- <folder>');
  process.exit(2);
}
const where = readConfig();
try {
  if (command === 'backup') {
    const { deleted } = await backUp(where, path.resolve(folder));
    console.log(`Backed up to ${path.resolve(folder)}.`);
    for (const expired of deleted) console.log(`Deleted ${expired}: older than ${backupRetentionDays} days.`);
  } else {
    const { setAside, erasedAgain } = await restore(where, path.resolve(folder));
    console.log(`Restored from ${path.resolve(folder)}.${setAside ? ` What DATA_DIR held before is in ${setAside}.` : ''}`);
    const again = erasedAgain.keyDeleted + erasedAgain.erasureRecorded;
    if (again > 0) console.log(`Erased again ${again} customer(s) the erasure register names (${erasedAgain.erasureRecorded} erased after this backup was taken).`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
