// The Arabic catalog is complete: every message the English source has is translated, keeps
// its placeholders and tags, and counts with all six Arabic plural forms.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Entry {
  id: string;
  translation: string;
}

/** msgid / msgstr pairs of a Lingui .po file (each on one line, as Lingui writes them). */
function readCatalog(locale: string): Entry[] {
  const lines = readFileSync(`src/locales/${locale}/messages.po`, 'utf8').split('\n');
  const entries: Entry[] = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('msgid ')) return;
    const id = JSON.parse(line.slice(6)) as string;
    const next = lines[index + 1] ?? '';
    const translation = next.startsWith('msgstr ') ? (JSON.parse(next.slice(7)) as string) : '';
    if (id !== '') entries.push({ id, translation });
  });
  return entries;
}

const arabicPluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)[,}]|<\/?\d+>/g)].map((match) => match[0]).sort();

const english = readCatalog('en');
const arabic = readCatalog('ar');

describe('the Arabic catalog', () => {
  it('has every message of the English source', () => {
    expect(arabic.map((entry) => entry.id).sort()).toEqual(english.map((entry) => entry.id).sort());
    expect(arabic.length).toBeGreaterThan(0);
  });

  it.each(arabic.map((entry) => [entry.id, entry] as const))('translates %j', (_id, entry) => {
    expect(entry.translation.trim()).not.toBe('');
    expect(placeholders(entry.translation)).toEqual(placeholders(entry.id));
  });

  const plurals = arabic.filter((entry) => /\{\w+, plural,/.test(entry.id));
  it('counts something somewhere (so the plural check below checks something)', () => {
    expect(plurals.length).toBeGreaterThan(0);
  });

  it.each(plurals.map((entry) => [entry.id, entry] as const))('gives %j all six Arabic plural forms', (_id, entry) => {
    for (const form of arabicPluralForms) expect(entry.translation).toMatch(new RegExp(`\\b${form} \\{`));
  });
});
