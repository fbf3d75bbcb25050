import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { chromeFlags, findChromium } from '../tests/e2e/chromium-path.ts';
import { registerCustomers } from './bench-clients.ts';
import type { BenchServer } from './bench-server.ts';
import { report } from './report.ts';

// Lighthouse's mobile preset (simulated slow 4G and a slow phone) on / and /dashboard in both
// languages, in Debian's Chromium. Lighthouse is fetched by npx when the bench runs, not
// installed with the project: it weighs ~176 MB and nothing else needs it. Each run gets a
// browser profile of its own holding only the language choice and, for /dashboard, a
// customer's session (set on /api/health, so no asset is cached before the measured load).
const lighthouse = 'lighthouse@13.5.0';
const run = promisify(execFile);

export async function runLighthouseBench(server: BenchServer): Promise<void> {
  const executablePath = findChromium(process.env);
  if (!executablePath) return report('lighthouse', 0, 'score', { skipped: 'no Chromium' });
  const [customer] = await registerCustomers(server.origin, 1, 'lighthouse');
  for (const language of ['en', 'ar'] as const) {
    for (const page of ['/', '/dashboard']) {
      const cookie = page === '/dashboard' ? customer!.cookie : null;
      const { result, attempts } = await measureInFreshProfile(`${server.origin}${page}`, executablePath, language, cookie);
      report(`lighthouse.performance${page}`, result.score, 'score', { language, attempts }, { atLeast: 90 });
      report(`lighthouse.lcp${page}`, result.lcpMs, 'ms', { language, attempts }, { atMost: 2500 });
    }
  }
}

// Lighthouse now and then fails to find the navigation in its own trace (NO_NAVSTART, about
// one run in twenty-five here) and exits: that load is measured again, in a new profile, and
// the line says how many loads it took.
async function measureInFreshProfile(url: string, executablePath: string, language: string, cookie: string | null) {
  for (let attempts = 1; ; attempts++) {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
    try {
      await prepareProfile(profile, executablePath, new URL(url).origin, language, cookie);
      return { result: await measure(url, profile, executablePath), attempts };
    } catch (error) {
      if (attempts === 3) throw error;
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
}

async function prepareProfile(profile: string, executablePath: string, origin: string, language: string, cookie: string | null) {
  const context = await chromium.launchPersistentContext(profile, { headless: true, executablePath, args: chromeFlags });
  try {
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      // With an expiry: Chromium does not keep a session cookie in the profile once this browser closes.
      await context.addCookies([{ name, value, url: origin, httpOnly: true, sameSite: 'Lax', expires: Math.floor(Date.now() / 1000) + 3600 }]);
    }
    const tab = await context.newPage();
    await tab.goto(`${origin}/api/health`);
    await tab.evaluate((locale) => localStorage.setItem('locale', locale), language);
  } finally {
    await context.close();
  }
}

async function measure(url: string, profile: string, executablePath: string): Promise<{ score: number; lcpMs: number }> {
  const flags = ['--headless=new', ...chromeFlags, `--user-data-dir=${profile}`].join(' ');
  const { stdout } = await run(
    'npx',
    ['--yes', lighthouse, url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance', '--disable-storage-reset', `--chrome-flags=${flags}`],
    { env: { ...process.env, CHROME_PATH: executablePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }> };
  return { score: Math.round(result.categories.performance.score * 100), lcpMs: result.audits['largest-contentful-paint']!.numericValue };
}
