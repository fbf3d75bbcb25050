import path from 'node:path';
import { build, type RolldownPluginOption } from 'rolldown';

// The server as `npm start` runs it: our TypeScript bundled into one module, every package
// left to node_modules. Starting from it skips compiling ~150 modules at each start (about
// 0.6 s of a cold start here). `outDir` must sit inside the project for packages to resolve.
export const serverBundleDir = 'dist-server';

/** `plugins` change what is compiled in (a test's build of other rules). */
export async function bundleServer(outDir = serverBundleDir, plugins: RolldownPluginOption = []): Promise<string> {
  await build({
    input: 'server/main.ts',
    plugins,
    platform: 'node',
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
    output: { dir: outDir, format: 'esm', entryFileNames: 'main.mjs', sourcemap: true },
    logLevel: 'warn',
  });
  return path.join(outDir, 'main.mjs');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await bundleServer();
