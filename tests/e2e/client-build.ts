import path from 'node:path';
import { build, type PluginOption } from 'vite';

// The client as `npm start` serves it, built into `outDir`; `plugins` change what is compiled
// in (a test's build of other rules).
export async function buildClient(outDir: string, plugins: PluginOption[] = []): Promise<void> {
  // Vitest runs with NODE_ENV=test, which would give React's development build: the suites
  // drive the production build `npm start` serves.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.resolve('vite.config.ts'), mode: 'production', logLevel: 'warn', plugins, build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
}
