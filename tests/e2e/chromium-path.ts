// Which Chromium the browser suites drive: CHROME_PATH when set, else Debian's `chromium`,
// else another usual name. `npm test` (ensure-test-tools.ts) and the suites (browser.ts) ask
// the same question here, so they cannot disagree.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

export const chromiumNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const noChromiumMessage =
  "No Chromium found for the browser tests: install Debian's chromium (apt-get install chromium) or set CHROME_PATH";

export class ChromePathMissing extends Error {
  constructor(readonly chromePath: string) {
    super(`CHROME_PATH is ${chromePath}, but there is no program there: fix it or unset it`);
  }
}

/** The first Chromium found, or null; throws ChromePathMissing when CHROME_PATH names nothing. */
export function findChromium(
  env: Record<string, string | undefined>,
  exists: (file: string) => boolean = isExecutableFile,
): string | null {
  if (env.CHROME_PATH) {
    if (!exists(env.CHROME_PATH)) throw new ChromePathMissing(env.CHROME_PATH);
    return env.CHROME_PATH;
  }
  return chromiumNames.flatMap((name) => [...onPath(name, env), path.join('/usr/bin', name)]).find(exists) ?? null;
}

export interface ChromiumMachine {
  env: Record<string, string | undefined>;
  exists: (file: string) => boolean;
  /** Root with apt-get on PATH: may install Debian's chromium. */
  canInstall: boolean;
  /** Installs Debian's chromium; false when it failed. */
  install: () => boolean;
}

/** The Chromium to drive, installing Debian's when none is found and the machine allows it. */
export function ensureChromium(machine: ChromiumMachine): { chromium: string } | { refused: string } {
  const find = () => {
    try {
      return findChromium(machine.env, machine.exists);
    } catch (error) {
      if (error instanceof ChromePathMissing) return error;
      throw error;
    }
  };
  let found = find();
  if (found === null && machine.canInstall && machine.install()) found = find();
  if (found instanceof ChromePathMissing) return { refused: found.message };
  return found === null ? { refused: noChromiumMessage } : { chromium: found };
}

/** Where `name` would be on the PATH of `env`, in PATH's order. */
export function onPath(name: string, env: Record<string, string | undefined>): string[] {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => path.isAbsolute(dir))
    .map((dir) => path.join(dir, name));
}

export function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** How every browser of the suites and the bench is started: headless, quiet, no GPU. */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
