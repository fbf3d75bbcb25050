import { defineConfig } from 'vitest/config';

// Three kinds of test, one command: pure and server tests in Node, the client
// event log under jsdom with an in-memory IndexedDB, and the browser suite last.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['tests/machines/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
    ],
  },
});
