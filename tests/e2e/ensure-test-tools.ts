// The first step of `npm test`: make sure the browser suites have a Chromium, and poppler's
// pdftotext that reads the invoice PDFs. When one is missing, install Debian's package if this
// machine lets us (root with apt-get), else stop at once with one line saying how to get it,
// instead of a failure deep inside the suites.
import { spawnSync } from 'node:child_process';
import { ensureChromium, isExecutableFile, onPath } from './chromium-path.ts';

function aptGet(args: string[]): boolean {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return run.status === 0;
}

const canInstall = process.getuid?.() === 0 && onPath('apt-get', process.env).some(isExecutableFile);

const outcome = ensureChromium({
  env: process.env,
  exists: isExecutableFile,
  canInstall,
  install: () => {
    console.log("No Chromium found for the browser tests: installing Debian's chromium");
    return aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', 'chromium']);
  },
});
if ('refused' in outcome) {
  console.error(outcome.refused);
  process.exit(1);
}
console.log(`Browser tests drive ${outcome.chromium}`);

if (!onPath('pdftotext', process.env).some(isExecutableFile)) {
  console.log("No pdftotext found for the invoice PDF tests: installing Debian's poppler-utils");
  if (!(canInstall && aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', 'poppler-utils']))) {
    console.error('The invoice PDF tests need pdftotext: install poppler-utils (apt-get install poppler-utils)');
    process.exit(1);
  }
}
