import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// After `vite build`, a brotli (.br) and a gzip (.gz) copy beside every text file of the
// client, made once at the highest levels, so the server sends them by Accept-Encoding
// without compressing anything per request. A copy that would not be smaller is not written.
const textFile = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/i;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export async function precompressFolder(folder: string): Promise<{ file: string; bytes: number; br: number; gz: number }[]> {
  const written = [];
  for (const entry of await readdir(folder, { recursive: true })) {
    const file = path.join(folder, entry);
    if (!textFile.test(file) || !(await stat(file)).isFile()) continue;
    const original = await readFile(file);
    const br = await brotli(original, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: original.length } });
    const gz = await gzipped(original, { level: 9 });
    if (br.length < original.length) await writeFile(`${file}.br`, br);
    if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
    written.push({ file: entry, bytes: original.length, br: br.length, gz: gz.length });
  }
  return written;
}

export function precompressedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle, not closeBundle: closeBundle also runs after a failed build, whose own error
    // a missing folder would then hide.
    async writeBundle() {
      await precompressFolder(outDir);
    },
  };
}
