import { defineConfig } from 'vitest/config';
import GeneratedPathsFirst from './tests/generated-paths-first.ts';

// Three kinds of test, one command: pure and server tests in Node, the client
// event log under jsdom with an in-memory IndexedDB, and the browser suites, which drive
// the built app in Chromium, each file against a real server of its own.
// Vitest's default on this 2-core machine is one file at a time. The Node and jsdom files
// are busy computing, so they run two at a time first; then the browser files, which spend
// most of their time waiting on Chromium and their server, run three at a time.
const computing = { maxWorkers: 2, sequence: { groupOrder: 0 } };
const waitingOnChromium = { maxWorkers: 3, sequence: { groupOrder: 1 } };

export default defineConfig({
  test: {
    sequence: { sequencer: GeneratedPathsFirst },
    projects: [
      {
        test: {
          name: 'node',
          ...computing,
          include: ['tests/machines/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/i18n/**/*.test.ts', 'tests/golden/**/*.unit.test.ts', 'tests/repository/**/*.test.ts', 'tests/crash/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/migrated-database-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          ...computing,
          include: ['tests/client/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        test: {
          name: 'browser',
          ...waitingOnChromium,
          include: ['tests/e2e/**/*.e2e.test.ts', 'tests/golden/**/*.e2e.test.ts', 'tests/a11y/**/*.e2e.test.ts', 'tests/model/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/file-server-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A screen that answers within a second on a quiet machine can take several under the
          // load of three browser files and their servers.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
