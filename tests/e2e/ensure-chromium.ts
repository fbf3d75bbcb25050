// The first step of `npm test`: make sure the browser suites have a Chromium. When none is
// found, install Debian's if this machine lets us (root with apt-get), else stop at once with
// one line saying how to get it, instead of a launch error deep inside the suites.
import { spawnSync } from 'node:child_process';
import { ensureChromium, isExecutableFile, onPath } from './chromium-path.ts';

function aptGet(args: string[]): boolean {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return run.status === 0;
}

const outcome = ensureChromium({
  env: process.env,
  exists: isExecutableFile,
  canInstall: process.getuid?.() === 0 && onPath('apt-get', process.env).some(isExecutableFile),
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
