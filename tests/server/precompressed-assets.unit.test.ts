import { mkdtemp, readFile, rm, writeFile, mkdir, access } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../build/precompressed-assets.ts';

// The build's compressed copies: beside each text file, brotli and gzip of exactly its bytes;
// fonts and images (already compressed) and copies that would not be smaller are left out.
let folder: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `word ${n}`))};\n`;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  await mkdir(path.join(folder, 'assets'));
  await writeFile(path.join(folder, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(50)}`);
  await writeFile(path.join(folder, 'assets', 'app-abc.js'), script);
  await writeFile(path.join(folder, 'assets', 'tiny-abc.css'), 'a{}');
  await writeFile(path.join(folder, 'assets', 'cairo-abc.woff2'), Buffer.alloc(2000, 7));
  await precompressFolder(folder);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const exists = (file: string) => access(path.join(folder, file)).then(() => true, () => false);

describe('the compressed copies of a build', () => {
  it('hold the very bytes of the script, in brotli and in gzip', async () => {
    expect(brotliDecompressSync(await readFile(path.join(folder, 'assets', 'app-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(folder, 'assets', 'app-abc.js.gz'))).toString()).toBe(script);
  });

  it('are made for the page too', async () => {
    expect(await exists('index.html.br')).toBe(true);
    expect(await exists('index.html.gz')).toBe(true);
  });

  it('are not made for fonts, nor when they would not be smaller', async () => {
    expect(await exists('assets/cairo-abc.woff2.br')).toBe(false);
    expect(await exists('assets/tiny-abc.css.br')).toBe(false);
    expect(await exists('assets/tiny-abc.css.gz')).toBe(false);
  });
});
