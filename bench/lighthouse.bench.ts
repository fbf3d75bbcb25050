import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { chromeFlags, findChromium } from '../tests/e2e/chromium-path.ts';
import { registerCustomers, signInAdmin } from './bench-clients.ts';
import type { BenchServer } from './bench-server.ts';
import { benchSelection } from './bench-selection.ts';
import { storedReadPosition } from './local-log-seed.ts';
import { report } from './report.ts';

// Lighthouse's mobile preset (simulated slow 4G and a slow phone, Lantern's simulated
// throttling: the figures move less with the machine's load than a real slow-down would) on
// the pages in both languages, in Debian's Chromium, the median of three loads each.
// Lighthouse is fetched by npx when the bench runs, not installed with the project: it weighs
// ~176 MB and nothing else needs it. Each load gets a browser profile of its own holding only
// the language choice and, for a signed-in page, what signing in on it leaves: the session,
// the customer the app remembers and the log's copy (without the code: see prepareProfile).
//
// A subset, for measuring one change quickly: BENCH_PAGES=/chat,/dashboard BENCH_LANGUAGES=ar
// BENCH_RUNS=1 (see bench/bench-selection.ts). BENCH_LIGHTHOUSE_REPORTS=dir keeps each load's
// whole Lighthouse report there (the LCP element, the request chains, the main thread's tasks).
const lighthouse = 'lighthouse@13.5.0';
const run = promisify(execFile);

type Who = 'visitor' | 'customer' | 'admin';
export const lighthousePages: { path: string; who: Who }[] = [
  { path: '/', who: 'visitor' },
  { path: '/dashboard', who: 'customer' },
  { path: '/book/plumbing', who: 'customer' },
  { path: '/my-requests', who: 'customer' },
  { path: '/chat', who: 'customer' },
  { path: '/offers', who: 'customer' },
  { path: '/admin/dashboard', who: 'admin' },
];
const budgets = { score: { atLeast: 95 }, lcpMs: { atMost: 1500 } };

interface Load {
  score: number;
  lcpMs: number;
  tbtMs: number;
  kilobytes: number;
  requests: number;
}

export async function runLighthouseBench(server: BenchServer): Promise<void> {
  const executablePath = findChromium(process.env);
  if (!executablePath) return report('lighthouse', 0, 'score', { skipped: 'no Chromium' });
  const { pages, languages, runs } = benchSelection(process.env, lighthousePages.map((page) => page.path));
  const [customer] = await registerCustomers(server.origin, 1, 'lighthouse');
  const cookies: Record<Who, string | null> = { visitor: null, customer: customer!.cookie, admin: await signInAdmin(server.origin) };
  for (const language of languages) {
    for (const page of lighthousePages.filter(({ path }) => pages.includes(path))) {
      const loads: Load[] = [];
      let attempts = 0;
      for (let n = 0; n < runs; n += 1) {
        const measured = await measureInFreshProfile(`${server.origin}${page.path}`, executablePath, language, cookies[page.who]);
        loads.push(measured.result);
        attempts += measured.attempts;
      }
      const median = medianLoad(loads);
      const context = { language, runs, attempts, load: Number(os.loadavg()[0]!.toFixed(2)) };
      report(`lighthouse.performance${page.path}`, median.score, 'score', { ...context, scores: loads.map((load) => load.score) }, budgets.score);
      report(`lighthouse.lcp${page.path}`, median.lcpMs, 'ms', { ...context, tbtMs: median.tbtMs, kilobytes: median.kilobytes, requests: median.requests }, budgets.lcpMs);
    }
  }
}

/** Each figure's median over the loads (an odd count gives a figure one load measured). */
function medianLoad(loads: Load[]): Load {
  const median = (pick: (load: Load) => number) => {
    const sorted = loads.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    score: median((load) => load.score),
    lcpMs: median((load) => load.lcpMs),
    tbtMs: median((load) => load.tbtMs),
    kilobytes: median((load) => load.kilobytes),
    requests: median((load) => load.requests),
  };
}

// Lighthouse now and then fails to find the navigation in its own trace (NO_NAVSTART, about
// one run in twenty-five here) and exits: that load is measured again, in a new profile, and
// the line says how many loads it took.
async function measureInFreshProfile(url: string, executablePath: string, language: string, cookie: string | null) {
  for (let attempts = 1; ; attempts++) {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
    try {
      await prepareProfile(profile, executablePath, url, language, cookie);
      return { result: await measure(url, profile, executablePath), attempts };
    } catch (error) {
      if (attempts === 3) throw error;
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
}

async function prepareProfile(profile: string, executablePath: string, url: string, language: string, cookie: string | null) {
  const { origin } = new URL(url);
  const context = await chromium.launchPersistentContext(profile, { headless: true, executablePath, args: chromeFlags });
  try {
    const tab = await context.newPage();
    await tab.goto(`${origin}/api/health`);
    await tab.evaluate((locale) => localStorage.setItem('locale', locale), language);
    if (!cookie) return;
    const [name, value] = cookie.split('=') as [string, string];
    // With an expiry: Chromium does not keep a session cookie in the profile once this browser closes.
    await context.addCookies([{ name, value, url: origin, httpOnly: true, sameSite: 'Lax', expires: Math.floor(Date.now() / 1000) + 3600 }]);
    // Only someone who signed in on this browser opens a signed-in page in it: the app then
    // keeps what it keeps for them (the customer it remembers, decision 42, and the log's copy),
    // so the profile holds it too. Not the code: the HTTP cache and the service worker are
    // emptied, and every script comes over Lighthouse's slow network as on a first visit.
    await tab.goto(url);
    for (const started = Date.now(); !(await tab.evaluate(storedReadPosition, 'eventlog-')); await tab.waitForTimeout(100)) {
      if (Date.now() - started > 60_000) throw new Error(`${url} did not store its log on the device within a minute`);
    }
    await tab.goto(`${origin}/api/health`);
    const devtools = await context.newCDPSession(tab);
    await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await devtools.send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
}

interface LighthouseResult {
  finalDisplayedUrl: string;
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number; details?: { items?: unknown[] } }>;
}

async function measure(url: string, profile: string, executablePath: string): Promise<Load> {
  const flags = ['--headless=new', ...chromeFlags, `--user-data-dir=${profile}`].join(' ');
  const { stdout } = await run(
    'npx',
    ['--yes', lighthouse, url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance', '--disable-storage-reset', `--chrome-flags=${flags}`],
    { env: { ...process.env, CHROME_PATH: executablePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  keepReport(url, stdout);
  const { categories, audits, finalDisplayedUrl } = JSON.parse(stdout) as LighthouseResult;
  // A signed-in page whose session did not reach the profile shows the welcome page instead.
  const landedOn = new URL(finalDisplayedUrl).pathname;
  if (landedOn !== new URL(url).pathname) throw new Error(`${url} was measured on ${landedOn}`);
  return {
    score: Math.round(categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint']!.numericValue,
    tbtMs: audits['total-blocking-time']!.numericValue,
    kilobytes: audits['total-byte-weight']!.numericValue / 1000,
    requests: audits['network-requests']!.details?.items?.length ?? 0,
  };
}

let reportsKept = 0;

function keepReport(url: string, report: string): void {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return;
  reportsKept += 1;
  const page = new URL(url).pathname.replaceAll('/', '_');
  writeFileSync(path.join(dir, `${String(reportsKept).padStart(2, '0')}${page}.json`), report);
}
