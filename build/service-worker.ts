import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import type { ShellManifest } from '../src/service-worker/worker-protocol.ts';

// Builds src/service-worker/worker.ts into /service-worker.js (served from the root, so its
// scope is the whole site, and revalidated like the page) with the build's shell written in:
// the page, every script and stylesheet (the catalogs are scripts), the fonts, the manifests
// and icons. Source maps are not kept (the server refuses them). The version is a hash of
// every kept file's name and of the page, so each build has its own cache.
const keptFile = /\.(?:js|css|woff2|webmanifest|png)$/;

export function serviceWorker(): Plugin {
  let root = process.cwd();
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After every other plugin has added its files (the page, the manifests).
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files = ['/index.html', ...Object.keys(bundle).filter((file) => keptFile.test(file)).map((file) => `/${file}`)].sort();
        const page = bundle['index.html'];
        const pageText = page?.type === 'asset' ? String(page.source) : '';
        const version = createHash('sha256').update(files.join('\n')).update(pageText).digest('hex').slice(0, 16);
        const source = path.join(root, 'src/service-worker/worker.ts');
        const { code } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
        // A classic script (every browser runs those as workers): the source imports types only,
        // and the `export {}` left of them is the one module statement allowed to go.
        const script = code.replace(/^export \{\};?$/m, '');
        if (/^\s*(?:import|export)\b/m.test(script)) throw new Error('service-worker: the worker may import types only');
        const shell: ShellManifest = { version, files };
        this.emitFile({ type: 'asset', fileName: 'service-worker.js', source: `const shell = ${JSON.stringify(shell)};\n${script}` });
      },
    },
  };
}
