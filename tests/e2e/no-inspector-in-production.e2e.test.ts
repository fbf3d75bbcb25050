import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, newVisitor } from './browser.ts';

// The Stately inspector is for development (docs/inspector.md): the production build the
// suites serve holds none of @statelyai/inspect, and `?inspect` on it opens nothing.
const browser = chromiumForThisFile();

/** Strings only @statelyai/inspect has: its default address, its window's name, its messages. */
const inspectorMarks = ['stately.ai/inspect', 'xstateinspector', '@statelyai.'];

describe('the production build', () => {
  it('holds no inspector code in any script', async () => {
    // Given the client built as `npm start` serves it
    const staticDir = inject('staticDir');
    const scripts = (await readdir(staticDir, { recursive: true })).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);

    // When every script is read
    const found: string[] = [];
    for (const script of scripts) {
      const code = await readFile(path.join(staticDir, script), 'utf8');
      for (const mark of inspectorMarks) if (code.includes(mark)) found.push(`${script}: ${mark}`);
    }

    // Then none holds a mark of the inspector
    expect(found).toEqual([]);
  });

  it('opens no inspector window for ?inspect', async () => {
    // Given a visitor on the built app
    const visitor = await newVisitor(browser());

    // When they open a page with ?inspect
    await visitor.open('/?inspect');

    // Then the page is drawn and no inspector window opens beside it (boot opens it before drawing)
    expect(visitor.context.pages()).toHaveLength(1);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
