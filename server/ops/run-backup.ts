import path from 'node:path';
import { readConfig } from '../config.ts';
import { backUp, restore } from './backup-folder.ts';

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
    await backUp(where, path.resolve(folder));
    console.log(`Backed up to ${path.resolve(folder)}.`);
  } else {
    const { setAside } = await restore(where, path.resolve(folder));
    console.log(`Restored from ${path.resolve(folder)}.${setAside ? ` What DATA_DIR held before is in ${setAside}.` : ''}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
