
import { describe, expect, it } from 'vitest';
import { chooseLanguage, chromiumForThisFile, newVisitor } from './browser.ts';
import { screenText } from './screen-text.ts';

const browser = chromiumForThisFile();

describe('a phone-sized screen', () => {
  it.each([320, 375, 430])('leaves the last control of / uncovered in Arabic at %i px', async (width) => {
    const visitor = await newVisitor(browser(), { width, height: 640 });
    const { page } = visitor;
    await chooseLanguage(visitor, 'ar');
    const createAccount = page.getByRole('button', { name: screenText.ar.createAccount, exact: true });
    await createAccount.waitFor();
    // At the viewport's bottom edge, where fixed corner buttons would sit, and at the page's end.
    for (const scroll of ['end', 'pageEnd'] as const) {
      const covering = await createAccount.evaluate((link, where) => {
        if (where === 'end') link.scrollIntoView({ block: 'end' });
        else window.scrollTo(0, document.documentElement.scrollHeight);
        const box = link.getBoundingClientRect();
        if (box.bottom < 0 || box.top > window.innerHeight) return [];
        // Its centre (what a tap hits) and near its corners (inside their rounding): nothing
        // may lie over any part of it.
        const inset = 5;
        const points: [number, number][] = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ];
        return points.flatMap(([x, y]) => {
          const found = document.elementFromPoint(x, y);
          if (found !== null && (found === link || link.contains(found))) return [];
          return [`(${Math.round(x)}, ${Math.round(y)}): ${found?.outerHTML.slice(0, 80) ?? 'nothing'}`];
        });
      }, scroll);
      expect(covering, `what covers the create-account link (${scroll})`).toEqual([]);
    }
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
