import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

// A visitor's first page runs what the page's own tags name (its scripts and the module
// preloads the build lists for everything they import statically): the code of a signed-in
// customer's local storage (localforage) and of the payload checks (zod) comes only with those
// who need it (docs/performance.md "The client"), so none of it may be in those files.
const markOf = {
  localforage: 'No available storage method found.',
  zod: 'Invalid input: expected',
};

describe("a visitor's first page", () => {
  it('names no script holding local storage or payload checks', async () => {
    // Given the client built as `npm start` serves it, and the scripts its page names
    const staticDir = inject('staticDir');
    const page = await readFile(path.join(staticDir, 'index.html'), 'utf8');
    const scripts = [...page.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((found) => found[1]!);
    expect(scripts.length).toBeGreaterThan(3);

    // When each is read
    const found: string[] = [];
    for (const script of scripts) {
      const code = await readFile(path.join(staticDir, script), 'utf8');
      for (const [library, mark] of Object.entries(markOf)) if (code.includes(mark)) found.push(`${script}: ${library}`);
    }

    // Then none holds either library
    expect(found).toEqual([]);
  });
});
